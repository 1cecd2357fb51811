import sharp from 'sharp';
import type { Random } from './demo-content';

/**
 * Pictures for the demo data, drawn from shapes and colours (no photograph taken from anywhere):
 * bakery scenes for postings and round marks for logos. The same random source always draws the
 * same pictures, so a fresh database looks the same on every machine.
 */

const CRUSTS = ['#b06e37', '#c98a4b', '#96541f', '#d9a066', '#a4622c', '#7a4317'];
const CREAMS = ['#f8f1ec', '#fbe8d3', '#f3d9c2', '#fff6e8'];
const WALLS = ['#efe2d2', '#e6d3bf', '#f4ead9', '#d9c3a8', '#eadfce'];
const ACCENTS = ['#6b8f71', '#c0504d', '#4f6d8f', '#d4a017', '#8e5b9b', '#2f7f7a'];

const W = 1600;
const H = 1200;

export const DEMO_SCENES = ['shelf', 'croissants', 'cakes', 'kitchen', 'storefront', 'baguettes'] as const;
export type DemoScene = (typeof DEMO_SCENES)[number];

/** What each scene shows, as the posting's alt text says it. */
export const DEMO_SCENE_ALTS: Record<DemoScene, string> = {
  shelf: '갓 구운 빵이 놓인 진열대',
  croissants: '오븐 팬 위의 크루아상',
  cakes: '쇼케이스 속 조각 케이크',
  kitchen: '오븐과 작업대가 있는 주방',
  storefront: '매장 외관',
  baguettes: '바게트가 담긴 바구니',
};

function loaf(x: number, y: number, rx: number, ry: number, crust: string, tilt = 0): string {
  const scores = [-0.4, 0, 0.4]
    .map(
      (t) =>
        `<path d="M ${x + t * rx - rx * 0.12} ${y - ry * 0.5} q ${rx * 0.12} ${ry * 0.5} ${rx * 0.24} ${ry}" stroke="#f3d9b0" stroke-width="${Math.max(3, ry * 0.08)}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<g transform="rotate(${tilt} ${x} ${y})"><ellipse cx="${x}" cy="${y + ry * 0.15}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.12"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${crust}"/>${scores}</g>`;
}

function croissant(x: number, y: number, size: number, crust: string): string {
  return `<g transform="translate(${x} ${y})"><path d="M ${-size} 0 Q 0 ${-size * 1.3} ${size} 0 Q ${size * 0.5} ${-size * 0.35} 0 ${-size * 0.3} Q ${-size * 0.5} ${-size * 0.35} ${-size} 0 Z" fill="${crust}"/>${[
    -0.5, -0.17, 0.17, 0.5,
  ]
    .map(
      (t) =>
        `<path d="M ${t * size} ${-size * 0.62} l ${t * size * 0.25} ${size * 0.4}" stroke="#7a4317" stroke-width="${size * 0.05}" opacity="0.5"/>`,
    )
    .join('')}</g>`;
}

function scene(kind: DemoScene, random: Random): string {
  const wall = random.pick(WALLS);
  const accent = random.pick(ACCENTS);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="${wall}"/>`];
  switch (kind) {
    case 'shelf':
      for (const [i, y] of [380, 720, 1060].entries()) {
        parts.push(`<rect x="0" y="${y}" width="${W}" height="40" fill="#8a5a33"/>`);
        for (let x = 160; x < W; x += random.int(220, 300))
          parts.push(loaf(x, y - 80, random.int(80, 120), random.int(50, 70), random.pick(CRUSTS), i * 3 - 3));
      }
      break;
    case 'croissants':
      parts.push(`<rect x="120" y="140" width="${W - 240}" height="${H - 280}" rx="24" fill="#5d5d5d"/>`);
      for (let y = 330; y < H - 200; y += 260)
        for (let x = 300; x < W - 200; x += 330)
          parts.push(croissant(x, y + 60, random.int(110, 140), random.pick(CRUSTS)));
      break;
    case 'cakes':
      parts.push(`<rect x="0" y="${H * 0.55}" width="${W}" height="${H * 0.45}" fill="${random.pick(CREAMS)}"/>`);
      for (let x = 150; x < W - 150; x += 340) {
        const top = random.pick(['#e8a0b4', '#f5e6a8', '#7a4a2a', '#f8f1ec', '#c0504d']);
        parts.push(
          `<ellipse cx="${x + 120}" cy="${H * 0.72}" rx="160" ry="40" fill="#ffffff"/>`,
          `<path d="M ${x} ${H * 0.7} L ${x + 240} ${H * 0.7} L ${x + 240} ${H * 0.5} L ${x} ${H * 0.56} Z" fill="#f3d9c2"/>`,
          `<rect x="${x}" y="${H * 0.6}" width="240" height="14" fill="${top}"/>`,
          `<path d="M ${x} ${H * 0.56} L ${x + 240} ${H * 0.5} L ${x + 240} ${H * 0.47} L ${x} ${H * 0.53} Z" fill="${top}"/>`,
          `<circle cx="${x + 200}" cy="${H * 0.46}" r="22" fill="#c0392b"/>`,
        );
      }
      break;
    case 'kitchen':
      parts.push(
        `<rect x="0" y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="#b8b8b8"/>`,
        `<rect x="100" y="160" width="620" height="700" rx="18" fill="#3e3e3e"/>`,
        `<rect x="160" y="240" width="500" height="240" rx="10" fill="#f0a040" opacity="0.85"/>`,
        `<rect x="160" y="540" width="500" height="240" rx="10" fill="#f0a040" opacity="0.7"/>`,
        `<rect x="860" y="420" width="260" height="340" rx="30" fill="${accent}"/>`,
        `<ellipse cx="990" cy="420" rx="150" ry="40" fill="#d8d8d8"/>`,
        `<rect x="1200" y="560" width="320" height="200" rx="12" fill="#e9e9e9"/>`,
      );
      for (let x = 1240; x < 1500; x += 90) parts.push(loaf(x, 640, 40, 26, random.pick(CRUSTS)));
      break;
    case 'storefront':
      parts.push(
        `<rect x="140" y="260" width="${W - 280}" height="${H - 260}" fill="${random.pick(CREAMS)}"/>`,
        ...Array.from(
          { length: 12 },
          (_, i) =>
            `<rect x="${140 + (i * (W - 280)) / 12}" y="220" width="${(W - 280) / 12}" height="140" fill="${i % 2 ? '#ffffff' : accent}"/>`,
        ),
        `<rect x="220" y="460" width="720" height="480" fill="#9cc3d5" opacity="0.8"/>`,
        `<rect x="1040" y="460" width="340" height="${H - 460}" fill="#6d4424"/>`,
        `<circle cx="1340" cy="800" r="14" fill="#d4a017"/>`,
      );
      for (let x = 300; x < 900; x += 160) parts.push(loaf(x, 860, 60, 36, random.pick(CRUSTS)));
      break;
    case 'baguettes':
      parts.push(`<ellipse cx="${W / 2}" cy="${H * 0.78}" rx="620" ry="180" fill="#a0703d"/>`);
      for (let i = 0; i < 7; i++)
        parts.push(loaf(W / 2 - 420 + i * 140, H * 0.5, 300, 42, random.pick(CRUSTS), -60 + i * 8));
      parts.push(`<rect x="${W / 2 - 620}" y="${H * 0.62}" width="1240" height="${H * 0.2}" fill="#a0703d"/>`);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** A 1600×1200 JPEG of a bakery scene. */
export function demoPhoto(kind: DemoScene, random: Random): Promise<Buffer> {
  return sharp(Buffer.from(scene(kind, random)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A 512×512 PNG mark: a loaf on a round badge, transparent around it. */
export function demoLogo(random: Random): Promise<Buffer> {
  const badge = random.pick([...ACCENTS, '#96541f', '#7a4317']);
  const ring = random.pick(CREAMS);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><circle cx="256" cy="256" r="240" fill="${badge}"/><circle cx="256" cy="256" r="200" fill="none" stroke="${ring}" stroke-width="14"/>${loaf(256, 270, 130, 80, random.pick(CRUSTS.slice(0, 2).concat(['#e0b070'])))}${random.chance(0.5) ? `<path d="M 176 150 Q 256 100 336 150" stroke="${ring}" stroke-width="16" fill="none" stroke-linecap="round"/>` : ''}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
