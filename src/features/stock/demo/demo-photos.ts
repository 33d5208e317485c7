/**
 * Demo vehicle photographs, drawn rather than downloaded: a studio side view of an SUV in each
 * body colour, so a "フジホワイト" car looks white. Image ids are fixed so the generator and the
 * seed agree.
 */
export const demoColorPhotos: Record<string, { id: number; body: string; alt: string }> = {
  white: { id: 102001, body: '#eef0f2', alt: 'ホワイトのボディ' },
  black: { id: 102002, body: '#15171a', alt: 'ブラックのボディ' },
  grey: { id: 102003, body: '#6d737a', alt: 'グレーのボディ' },
  silver: { id: 102004, body: '#b9bec4', alt: 'シルバーのボディ' },
  blue: { id: 102005, body: '#1f3b63', alt: 'ブルーのボディ' },
  green: { id: 102006, body: '#3c4f3a', alt: 'グリーンのボディ' },
  red: { id: 102007, body: '#7c1c22', alt: 'レッドのボディ' },
};

/** Lifestyle shots shared by every car (the demo landscapes). */
const demoLifestylePhotos = [101301, 101327];

export function vehiclePhotoSvg(body: string, width = 1920, height = 1080): string {
  const glass = '#1d2733';
  const tyre = '#1a1a1a';
  const rim = '#9aa0a6';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f6"/><stop offset="0.7" stop-color="#dfe2e5"/><stop offset="1" stop-color="#c9cdd1"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#studio)"/>
  <ellipse cx="960" cy="842" rx="760" ry="46" fill="url(#shadow)"/>
  <g transform="translate(260 360)">
    <path d="M40 380 L40 250 Q44 214 92 204 L300 184 L420 60 Q440 40 470 40 L1010 40 Q1046 40 1066 64 L1190 200 L1336 226 Q1392 238 1396 290 L1400 380 Q1400 420 1360 420 L80 420 Q40 420 40 380 Z" fill="${body}"/>
    <path d="M40 380 L40 250 Q44 214 92 204 L300 184 L420 60 Q440 40 470 40 L1010 40 Q1046 40 1066 64 L1190 200 L1336 226 Q1392 238 1396 290 L1400 300 L40 300 Z" fill="url(#shine)"/>
    <path d="M330 196 L446 76 L700 76 L700 196 Z" fill="${glass}"/>
    <path d="M730 76 L1000 76 Q1020 76 1034 92 L1130 196 L730 196 Z" fill="${glass}"/>
    <rect x="704" y="70" width="22" height="130" fill="${body}"/>
    <rect x="1340" y="250" width="50" height="26" rx="6" fill="#f2e6c9"/>
    <rect x="44" y="256" width="30" height="30" rx="4" fill="#8c1d1d"/>
    <line x1="420" y1="220" x2="1180" y2="220" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>
    <circle cx="300" cy="420" r="118" fill="${tyre}"/><circle cx="300" cy="420" r="70" fill="${rim}"/><circle cx="300" cy="420" r="22" fill="#555"/>
    <circle cx="1140" cy="420" r="118" fill="${tyre}"/><circle cx="1140" cy="420" r="70" fill="${rim}"/><circle cx="1140" cy="420" r="22" fill="#555"/>
  </g>
</svg>`;
}

/** Photos of a demo car: its colour's studio shot, then the shared lifestyle shots. */
export function demoPhotosFor(colorCanonical: string, alt: string): { image_id: number; alt: string }[] {
  const studio = demoColorPhotos[colorCanonical] ?? demoColorPhotos.white!;
  return [studio.id, ...demoLifestylePhotos].map((image_id) => ({ image_id, alt }));
}
