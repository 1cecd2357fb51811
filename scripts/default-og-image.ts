/**
 * `npx tsx scripts/default-og-image.ts`: draws public/og-default.jpg, the link-preview card of a
 * page without a picture of its own (the home page, notices, a posting whose company has no logo
 * or photo). Shapes only, in the theme's browns: a loaf with its scores on a warm ground and a
 * row of rolls, 1200×630 as Open Graph asks. Run it again only to change the picture.
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { OG_IMAGE } from '#contracts/image';

const FILE = fileURLToPath(new URL('../public/og-default.jpg', import.meta.url));
const { width, height } = OG_IMAGE;

// the brown scale of app/theme.ts: 0 the lightest, 9 the darkest
const BROWN = ['#f8f1ec', '#ecdfd5', '#dbbfa8', '#c99d78', '#ba8050', '#b06e37', '#ab652a', '#96541f', '#864a19'];

const rolls = [240, 480, 720, 960]
  .map((x) => `<ellipse cx="${x}" cy="548" rx="84" ry="44" fill="${BROWN[4]}"/>`)
  .join('');
const scores = [-120, 0, 120]
  .map(
    (dx) =>
      `<path d="M ${600 + dx - 40} 330 Q ${600 + dx} 262 ${600 + dx + 40} 200" stroke="${BROWN[1]}" stroke-width="16" stroke-linecap="round" fill="none"/>`,
  )
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${BROWN[7]}"/>
  <circle cx="1080" cy="90" r="190" fill="${BROWN[8]}"/>
  <circle cx="110" cy="600" r="230" fill="${BROWN[8]}"/>
  <rect x="0" y="470" width="${width}" height="160" fill="${BROWN[2]}"/>
  <ellipse cx="600" cy="300" rx="330" ry="150" fill="${BROWN[5]}"/>
  <ellipse cx="600" cy="282" rx="306" ry="124" fill="${BROWN[3]}"/>
  ${scores}
  ${rolls}
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(FILE);
console.log(`wrote ${FILE}`);
