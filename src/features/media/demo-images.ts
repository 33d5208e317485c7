/**
 * Demo photographs are drawn, not downloaded: a landscape scene as SVG (sky, sun, ridges, road,
 * and an SUV silhouette), rendered and cut into variants by the normal image pipeline.
 */
export interface DemoImage {
  id: number;
  alt: string;
  palette: { skyTop: string; skyBottom: string; sun: string; far: string; near: string; road: string; car: string };
  seed: number;
}

export const demoImages: DemoImage[] = [
  {
    id: 101300,
    alt: '山道を走るSUV',
    seed: 1,
    palette: { skyTop: '#1d3b5a', skyBottom: '#d9a066', sun: '#f6d27a', far: '#47607a', near: '#26394a', road: '#3a3a3a', car: '#0d0d0d' },
  },
  {
    id: 101301,
    alt: '夕暮れの海岸線',
    seed: 2,
    palette: { skyTop: '#2b1d3f', skyBottom: '#f08a5d', sun: '#ffd28a', far: '#6b4a6e', near: '#2d2338', road: '#403540', car: '#111111' },
  },
  {
    id: 101302,
    alt: 'レンジローバー',
    seed: 3,
    palette: { skyTop: '#9fb7c9', skyBottom: '#e9eef2', sun: '#ffffff', far: '#9aa6ad', near: '#5e6b70', road: '#6d6d6d', car: '#1b2a36' },
  },
  {
    id: 101303,
    alt: 'ディフェンダー',
    seed: 4,
    palette: { skyTop: '#c98c4b', skyBottom: '#f2d3a0', sun: '#fff1c7', far: '#b07a4f', near: '#7a4f2e', road: '#8b6a4c', car: '#3b4a2f' },
  },
  {
    id: 101304,
    alt: 'ディスカバリー',
    seed: 5,
    palette: { skyTop: '#3f6e4f', skyBottom: '#cfe3c4', sun: '#f3f8da', far: '#5f8a68', near: '#2f5138', road: '#4a4a44', car: '#e8e8e8' },
  },
  {
    id: 101327,
    alt: '霧の中の林道',
    seed: 6,
    palette: { skyTop: '#5a6670', skyBottom: '#c6cdd2', sun: '#e9edef', far: '#7d8a92', near: '#3e4a52', road: '#50575c', car: '#1c1c1c' },
  },
];

function ridge(seed: number, baseY: number, amplitude: number, width: number, height: number): string {
  const points: string[] = [`0,${height}`];
  for (let x = 0; x <= width; x += width / 12) {
    const y = baseY - amplitude * Math.abs(Math.sin((x / width) * Math.PI * (1.5 + seed * 0.37) + seed));
    points.push(`${Math.round(x)},${Math.round(y)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

export function demoImageSvg(image: DemoImage, width = 1920, height = 1080): string {
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
