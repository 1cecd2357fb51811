import sharp from 'sharp';
import type { BakeTechnique } from '../../contracts/portfolio';
import type { ImageFiles } from '../images/image-files';
import type { PortfolioFields } from '../portfolio/portfolio';
import { createRandom, type Random } from './demo-content';

/**
 * The demo bakers' portfolios, drawn here from shapes (no photograph, no person): a bake on a
 * board or a plate, seen from above or the side, each with the caption and techniques a baker
 * would give it. The same random source draws the same bakes on every machine.
 */

const W = 1200;
const H = 900;

const TABLES = ['#e9dccb', '#d8c3a5', '#cbb79a', '#efe6da', '#bfa98a'];
const BOARDS = ['#a0703d', '#8a5a33', '#b98552'];

type Drawing = (random: Random) => string;

function board(random: Random): string {
  return `<rect width="${W}" height="${H}" fill="${random.pick(TABLES)}"/><ellipse cx="${W / 2}" cy="${H * 0.56}" rx="520" ry="300" fill="${random.pick(BOARDS)}"/><ellipse cx="${W / 2}" cy="${H * 0.56}" rx="520" ry="300" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="10"/>`;
}

/** A croissant from above: curved layers that narrow to the tips, the lamination's stripes on each. */
const croissants: Drawing = (random) => {
  const bakes = [
    [420, 480, 1],
    [780, 520, 0.9],
  ]
    .map(([x, y, scale]) => {
      const layers = [-2, -1, 0, 1, 2]
        .map((i) => {
          const width = 150 - Math.abs(i) * 40;
          const shade = ['#c98a4b', '#b06e37', '#d9a066', '#b06e37', '#c98a4b'][i + 2];
          return `<ellipse cx="${i * 62}" cy="${Math.abs(i) * 18}" rx="${width * 0.55}" ry="${width * 0.62}" fill="${shade}"/><path d="M ${i * 62 - width * 0.3} ${Math.abs(i) * 18 - width * 0.3} q ${width * 0.3} 20 ${width * 0.6} 0" stroke="#7a4317" stroke-width="6" fill="none" opacity="0.45"/>`;
        })
        .join('');
      return `<g transform="translate(${x} ${y}) scale(${scale}) rotate(${random.int(-20, 20)})">${layers}</g>`;
    })
    .join('');
  return `${board(random)}${bakes}`;
};

/** A round sourdough loaf from above: flour dusted, one curved score opened into an ear. */
const sourdough: Drawing = (random) => {
  const dusting = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${W / 2 + random.int(-230, 230)}" cy="${H * 0.52 + random.int(-200, 200)}" r="${random.int(3, 8)}" fill="#fbf3e6" opacity="0.8"/>`,
  ).join('');
  return `${board(random)}<circle cx="${W / 2}" cy="${H * 0.52}" r="270" fill="#8a4f1f"/><circle cx="${W / 2}" cy="${H * 0.52}" r="240" fill="#a4622c"/>${dusting}<path d="M ${W / 2 - 180} ${H * 0.52 + 60} Q ${W / 2} ${H * 0.52 - 220} ${W / 2 + 190} ${H * 0.52 + 40}" stroke="#f0d6a8" stroke-width="38" fill="none" stroke-linecap="round"/><path d="M ${W / 2 - 170} ${H * 0.52 + 40} Q ${W / 2} ${H * 0.52 - 230} ${W / 2 + 180} ${H * 0.52 + 20}" stroke="#5e3413" stroke-width="10" fill="none" stroke-linecap="round"/>`;
};

/** A decorated cake from the side: cream sides, piped rosettes and strawberries on top. */
const cake: Drawing = (random) => {
  const cream = random.pick(['#fff6e8', '#fbe8d3', '#f8dce4']);
  const rosettes = Array.from({ length: 7 }, (_, i) => {
    const x = 330 + i * 90;
    return `<circle cx="${x}" cy="330" r="34" fill="${cream}" stroke="#e6cfb4" stroke-width="4"/><path d="M ${x - 18} 330 q 18 -26 36 0" stroke="#e6cfb4" stroke-width="4" fill="none"/>${i % 2 ? '' : `<path d="M ${x} 262 q -30 20 0 58 q 30 -38 0 -58 z" fill="#d2283c"/><path d="M ${x - 12} 262 l 12 -14 l 12 14 z" fill="#4f8a3c"/>`}`;
  }).join('');
  return `<rect width="${W}" height="${H}" fill="${random.pick(TABLES)}"/><ellipse cx="${W / 2}" cy="760" rx="440" ry="70" fill="#ffffff"/><rect x="260" y="330" width="680" height="400" rx="30" fill="${cream}"/><rect x="260" y="520" width="680" height="26" fill="#e8a0b4"/><path d="M 260 400 ${Array.from({ length: 17 }, (_, i) => `q 20 ${i % 2 ? -30 : 30} 40 0`).join(' ')}" stroke="#e6cfb4" stroke-width="10" fill="none"/>${rosettes}`;
};

/** Macarons in rows: two shells with their feet and a filling between, in several colours. */
const macarons: Drawing = (random) => {
  const colours = ['#f4b6c2', '#b5d99c', '#f7e39c', '#c9b6e4', '#a7d3e8', '#8a5a33'];
  const shells = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2, 3].map((col) => {
        const x = 260 + col * 230 + (row % 2) * 40;
        const y = 230 + row * 210;
        const shell = random.pick(colours);
        return `<ellipse cx="${x}" cy="${y + 40}" rx="95" ry="34" fill="${shell}"/><rect x="${x - 88}" y="${y + 8}" width="176" height="24" rx="10" fill="#fff6e8"/><ellipse cx="${x}" cy="${y}" rx="95" ry="34" fill="${shell}"/><ellipse cx="${x - 20}" cy="${y - 10}" rx="40" ry="10" fill="#ffffff" opacity="0.35"/>`;
      }),
    )
    .join('');
  return `<rect width="${W}" height="${H}" fill="${random.pick(TABLES)}"/><rect x="120" y="140" width="${W - 240}" height="${H - 240}" rx="28" fill="#ffffff" opacity="0.7"/>${shells}`;
};

/** Tempered chocolate bonbons in a box: glossy domes, a streak of shine on each. */
const bonbons: Drawing = (random) => {
  const tops = ['#4a2511', '#6b3a1e', '#2e160a', '#7a4a2a'];
  const cells = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2, 3].map((col) => {
        const x = 330 + col * 180;
        const y = 260 + row * 180;
        return `<rect x="${x - 80}" y="${y - 80}" width="160" height="160" rx="14" fill="#3a2a20"/><circle cx="${x}" cy="${y}" r="62" fill="${random.pick(tops)}"/><path d="M ${x - 35} ${y - 25} q 20 -25 50 -20" stroke="#ffffff" stroke-width="9" opacity="0.45" fill="none" stroke-linecap="round"/>${random.chance(0.4) ? `<path d="M ${x - 30} ${y + 10} l 60 0" stroke="#d4a017" stroke-width="6"/>` : ''}`;
      }),
    )
    .join('');
  return `<rect width="${W}" height="${H}" fill="${random.pick(TABLES)}"/><rect x="220" y="150" width="760" height="580" rx="20" fill="#5a3a28"/>${cells}`;
};

/** Pan loaves (식빵) from the side: the rounded tops risen above the tin. */
const panLoaves: Drawing = (random) => {
  const loaves = [300, 620]
    .map(
      (x) =>
        `<rect x="${x}" y="440" width="280" height="260" rx="12" fill="#d9a066"/><path d="M ${x - 6} 450 q 70 -150 146 -10 q 76 -140 146 10 z" fill="#a4622c"/><rect x="${x - 14}" y="560" width="308" height="150" rx="8" fill="#6d6d6d"/>`,
    )
    .join('');
  return `${board(random)}${loaves}`;
};

const BAKES: { draw: Drawing; caption: string; techniques: BakeTechnique[] }[] = [
  { draw: croissants, caption: '버터 27겹 크루아상, 3절 3회 접기', techniques: ['lamination', 'oven_fermentation'] },
  { draw: sourdough, caption: '72시간 저온 발효 캄파뉴', techniques: ['sourdough', 'oven_fermentation'] },
  { draw: cake, caption: '딸기 생크림 케이크, 로즈 파이핑', techniques: ['cake_decoration'] },
  { draw: macarons, caption: '여섯 가지 맛 마카롱', techniques: ['macaron'] },
  { draw: bonbons, caption: '템퍼링한 다크 초콜릿 봉봉', techniques: ['chocolate'] },
  { draw: panLoaves, caption: '탕종 우유 식빵, 하루 200개', techniques: ['bread', 'mass_production'] },
];

/** A 1200×900 JPEG of one of the bakes. */
function drawn(draw: Drawing, random: Random): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw(random)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Portfolios for demo resumes: `count` bakes for `ownerId`, taken in turn from the six, drawn and
 * uploaded through the image pipeline as the owner's portfolio pictures.
 */
export function demoPortfolios(images: Pick<ImageFiles, 'upload'>) {
  const random = createRandom(30);
  let next = 0;
  return async (ownerId: number, count: number): Promise<PortfolioFields> => {
    const items: PortfolioFields = [];
    for (let i = 0; i < count; i++) {
      const bake = BAKES[next++ % BAKES.length]!;
      const image = await images.upload({ ownerId, purpose: 'portfolio', bytes: await drawn(bake.draw, random) });
      items.push({ imageId: image.id, caption: bake.caption, techniques: bake.techniques, noPersonalInfo: true });
    }
    return items;
  };
}
