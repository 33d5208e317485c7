/**
 * Demo photographs are drawn, not downloaded, then rendered and cut into variants by the normal
 * image pipeline. Two kinds: landscapes (sky, sun, ridges, road and an SUV silhouette) for heroes
 * and cards, and a side cut-away of a three-row SUV with its rear seats folded step by step, for
 * the seat slider (decision 0059), so that its frames show what their alt texts say.
 */
export interface DemoLandscape {
  kind: 'landscape';
  id: number;
  alt: string;
  palette: { skyTop: string; skyBottom: string; sun: string; far: string; near: string; road: string; car: string };
  seed: number;
}

/**
 * How a rear row sits. The second row is split, so its near half (the side facing the viewer)
 * can lie folded while the far half stays up; the front row never folds.
 */
export type RowPosition = 'up' | 'near-side-folded' | 'folded';

export interface DemoSeats {
  kind: 'seats';
  id: number;
  alt: string;
  rows: { second: RowPosition; third: RowPosition };
}

export type DemoImage = DemoLandscape | DemoSeats;

export const demoImages: DemoImage[] = [
  {
    kind: 'landscape',
    id: 101300,
    alt: '山道を走るSUV',
    seed: 1,
    palette: { skyTop: '#1d3b5a', skyBottom: '#d9a066', sun: '#f6d27a', far: '#47607a', near: '#26394a', road: '#3a3a3a', car: '#0d0d0d' },
  },
  {
    kind: 'landscape',
    id: 101301,
    alt: '夕暮れの海岸線',
    seed: 2,
    palette: { skyTop: '#2b1d3f', skyBottom: '#f08a5d', sun: '#ffd28a', far: '#6b4a6e', near: '#2d2338', road: '#403540', car: '#111111' },
  },
  {
    kind: 'landscape',
    id: 101302,
    alt: 'レンジローバー',
    seed: 3,
    palette: { skyTop: '#9fb7c9', skyBottom: '#e9eef2', sun: '#ffffff', far: '#9aa6ad', near: '#5e6b70', road: '#6d6d6d', car: '#1b2a36' },
  },
  {
    kind: 'landscape',
    id: 101303,
    alt: 'ディフェンダー',
    seed: 4,
    palette: { skyTop: '#c98c4b', skyBottom: '#f2d3a0', sun: '#fff1c7', far: '#b07a4f', near: '#7a4f2e', road: '#8b6a4c', car: '#3b4a2f' },
  },
  {
    kind: 'landscape',
    id: 101304,
    alt: 'ディスカバリー',
    seed: 5,
    palette: { skyTop: '#3f6e4f', skyBottom: '#cfe3c4', sun: '#f3f8da', far: '#5f8a68', near: '#2f5138', road: '#4a4a44', car: '#e8e8e8' },
  },
  {
    kind: 'landscape',
    id: 101327,
    alt: '霧の中の林道',
    seed: 6,
    palette: { skyTop: '#5a6670', skyBottom: '#c6cdd2', sun: '#e9edef', far: '#7d8a92', near: '#3e4a52', road: '#50575c', car: '#1c1c1c' },
  },
  {
    kind: 'seats',
    id: 101340,
    alt: '3列すべてのシートを起こした室内。3列目の後ろの小さな荷室に箱が1つ（イラスト）',
    rows: { second: 'up', third: 'up' },
  },
  {
    kind: 'seats',
    id: 101341,
    alt: '3列目を倒した室内。広がった荷室に箱が2つ（イラスト）',
    rows: { second: 'up', third: 'folded' },
  },
  {
    kind: 'seats',
    id: 101342,
    alt: '3列目と、2列目の手前側を倒した室内。箱が2つと、2列目まで届く長い荷物（イラスト）',
    rows: { second: 'near-side-folded', third: 'folded' },
  },
  {
    kind: 'seats',
    id: 101343,
    alt: '2列目と3列目をすべて倒した室内。平らに続く長い床に箱が4つ（イラスト）',
    rows: { second: 'folded', third: 'folded' },
  },
];

export function demoImageSvg(image: DemoImage, width = 1920, height = 1080): string {
  return image.kind === 'seats' ? seatsSvg(image, width, height) : landscapeSvg(image, width, height);
}

function ridge(seed: number, baseY: number, amplitude: number, width: number, height: number): string {
  const points: string[] = [`0,${height}`];
  for (let x = 0; x <= width; x += width / 12) {
    const y = baseY - amplitude * Math.abs(Math.sin((x / width) * Math.PI * (1.5 + seed * 0.37) + seed));
    points.push(`${Math.round(x)},${Math.round(y)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

// The landscapes' output must not change by a byte: stored demo images keep their ids.
function landscapeSvg(image: DemoLandscape, width: number, height: number): string {
  const p = image.palette;
  const carX = width * (0.3 + (image.seed % 3) * 0.15);
  const carY = height * 0.78;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * (0.2 + image.seed * 0.1)}" cy="${height * 0.32}" r="${height * 0.09}" fill="${p.sun}" opacity="0.9"/>
  <polygon points="${ridge(image.seed, height * 0.6, height * 0.22, width, height)}" fill="${p.far}"/>
  <polygon points="${ridge(image.seed + 3, height * 0.75, height * 0.15, width, height)}" fill="${p.near}"/>
  <polygon points="${width * 0.42},${height} ${width * 0.5},${height * 0.7} ${width * 0.54},${height * 0.7} ${width * 0.78},${height}" fill="${p.road}"/>
  <g transform="translate(${carX} ${carY})" fill="${p.car}">
    <path d="M0 0 h360 v-60 l-40 -10 l-50 -60 h-170 l-40 60 l-60 10 z"/>
    <circle cx="70" cy="0" r="34"/><circle cx="290" cy="0" r="34"/>
  </g>
</svg>`;
}

/*
 * The seat drawings are laid out on a 1920×1080 grid, front of the car to the left. Seat tops
 * (cushions) are at `cushionTop`; a folded seat back lies on its cushion, so folded backs and the
 * boot floor form one load floor at `loadFloor`.
 */
const floorY = 700;
const cushionTop = 600;
const cushionBottom = 655;
const backThickness = 52;
const loadFloor = cushionTop - backThickness;
const tailgate = 1735;
/** The far half of a row shows just above and ahead of the near half, paler. */
const farOffset = { x: -26, y: -22 };
const bodyPath =
  'M160 850 L150 600 Q150 545 205 538 L610 515 L790 340 Q800 320 830 320 L1700 318 Q1735 318 1742 350 L1770 560 L1775 850 L1590 850 A120 120 0 0 0 1350 850 L590 850 A120 120 0 0 0 350 850 Z';

interface Row {
  /** Where the cushion starts (front) and where the back is hinged (rear). */
  front: number;
  hinge: number;
  backLength: number;
}
const frontRow: Row = { front: 700, hinge: 900, backLength: 230 };
const secondRow: Row = { front: 1020, hinge: 1220, backLength: 230 };
const thirdRow: Row = { front: 1300, hinge: 1480, backLength: 220 };

const boxSizes = [
  { w: 150, h: 120 },
  { w: 160, h: 100 },
  { w: 140, h: 130 },
  { w: 170, h: 110 },
];

function seat(row: Row, upright: boolean, tone: { seat: string; pedestal: string }): string {
  const width = row.hinge - row.front;
  const parts = [
    `<rect x="${row.front + width * 0.25}" y="${cushionBottom}" width="${width * 0.5}" height="${floorY - cushionBottom}" fill="${tone.pedestal}"/>`,
    `<rect class="seat-cushion" x="${row.front}" y="${cushionTop}" width="${width}" height="${cushionBottom - cushionTop}" rx="18" fill="${tone.seat}"/>`,
  ];
  if (upright) {
    // Hinged at the cushion's rear edge and leaning back, with its headrest above it.
    const top = cushionBottom - row.backLength;
    parts.push(
      `<g transform="rotate(12 ${row.hinge} ${cushionBottom})">` +
        `<rect class="seat-back" x="${row.hinge - backThickness}" y="${top}" width="${backThickness}" height="${row.backLength}" rx="20" fill="${tone.seat}"/>` +
        `<rect class="headrest" x="${row.hinge - backThickness + 4}" y="${top - 70}" width="${backThickness - 8}" height="60" rx="14" fill="${tone.seat}"/></g>`,
    );
  } else {
    parts.push(
      `<rect class="seat-back-folded" x="${row.hinge - row.backLength}" y="${loadFloor}" width="${row.backLength}" height="${backThickness}" rx="14" fill="${tone.seat}"/>`,
    );
  }
  return parts.join('');
}

/** The row's rear edge as seen by the load floor: its hinge, or where its folded back begins. */
const behind = (row: Row, folded: boolean) => (folded ? row.hinge - row.backLength : row.hinge) + 15;

/** Where the load floor starts, behind the rearmost row that is still up on the side asked about. */
function floorStart(rows: DemoSeats['rows'], isUp: (position: RowPosition) => boolean): number {
  if (isUp(rows.third)) return behind(thirdRow, false);
  if (isUp(rows.second)) return behind(thirdRow, true);
  return behind(secondRow, true);
}

/**
 * Boxes stand from the tailgate forward, as many as fit across the whole width; where only the
 * near half of a row is folded, a long load lies there beside the seat still up.
 */
function luggage(rows: DemoSeats['rows']): string {
  const wholeWidth = floorStart(rows, (position) => position !== 'folded');
  const nearSide = floorStart(rows, (position) => position === 'up');
  const boxes: string[] = [];
  let right = tailgate - 5;
  for (const { w, h } of boxSizes) {
    if (right - w < wholeWidth) break;
    boxes.push(
      `<g class="luggage-box"><rect x="${right - w}" y="${loadFloor - h}" width="${w}" height="${h}" rx="6" fill="#c8a06a" stroke="#8a6a3e" stroke-width="4"/>` +
        `<rect x="${right - w / 2 - 12}" y="${loadFloor - h}" width="24" height="${h}" fill="#e3cfa6"/></g>`,
    );
    right -= w + 14;
  }
  const long =
    nearSide < wholeWidth
      ? `<rect class="long-load" x="${nearSide + 10}" y="${loadFloor - 44}" width="${tailgate - nearSide - 40}" height="40" rx="20" fill="#4f7590" stroke="#2f4a5e" stroke-width="4"/>`
      : '';
  return boxes.join('') + long;
}

function seatsSvg(image: DemoSeats, width: number, height: number): string {
  const near = { seat: '#3d434a', pedestal: '#2a2f34' };
  const far = { seat: '#a3aab1', pedestal: '#8d949b' };
  const rows: [Row, RowPosition][] = [
    [frontRow, 'up'],
    [secondRow, image.rows.second],
    [thirdRow, image.rows.third],
  ];
  const farSeats = rows.map(([row, position]) => seat(row, position !== 'folded', far)).join('');
  const nearSeats = rows.map(([row, position]) => seat(row, position === 'up', near)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f4f5"/><stop offset="1" stop-color="#d7dbdf"/></linearGradient>
    <clipPath id="cabin"><path d="${bodyPath}"/></clipPath>
  </defs>
  <rect width="1920" height="1080" fill="url(#backdrop)"/>
  <ellipse cx="960" cy="952" rx="860" ry="26" fill="#b9bfc5"/>
  <path d="${bodyPath}" fill="#f7f6f3"/>
  <g clip-path="url(#cabin)">
    <path d="M650 515 L800 352 H1700 L1728 520 Z" fill="#cfe0ec"/>
    <path d="M980 352 V520 M1280 352 V520 M1560 352 V520" stroke="#5b636b" stroke-width="26"/>
    <path d="M640 520 H1760" stroke="#9aa1a8" stroke-width="6"/>
    <rect x="150" y="${floorY + 26}" width="1640" height="${850 - floorY - 26}" fill="#c3c9cf"/>
    <rect x="600" y="${floorY}" width="1180" height="26" fill="#5b636b"/>
    <path d="M610 515 L700 530 L720 610 L600 630 Z" fill="#4b5259"/>
    <path d="M700 560 L650 470" stroke="#2a2f34" stroke-width="22" stroke-linecap="round"/>
    <rect x="${thirdRow.hinge}" y="${loadFloor}" width="${1780 - thirdRow.hinge}" height="${floorY - loadFloor}" fill="#6b737b"/>
    <g transform="translate(${farOffset.x} ${farOffset.y})">${farSeats}</g>
    ${nearSeats}
    ${luggage(image.rows)}
  </g>
  <path d="${bodyPath}" fill="none" stroke="#2f353b" stroke-width="12" stroke-linejoin="round"/>
  <circle cx="470" cy="850" r="100" fill="#24282c"/><circle cx="470" cy="850" r="46" fill="#9aa1a8"/>
  <circle cx="1470" cy="850" r="100" fill="#24282c"/><circle cx="1470" cy="850" r="46" fill="#9aa1a8"/>
</svg>`;
}
