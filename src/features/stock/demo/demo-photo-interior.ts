import { mix } from './demo-photo-geometry';
import { photoSize } from './demo-photo-exterior';

/**
 * The cabin seen from the rear seat: dashboard, right-hand-drive steering wheel (the Japanese
 * market's), screens and the backs of the front seats in the leather colour. Three cabins differ
 * where the real ones do: the Defender's exposed cross-car beam, the F-TYPE's low cockpit with its
 * high centre console.
 */
export const cabins = ['suv', 'defender', 'sports'] as const;
export type Cabin = (typeof cabins)[number];

interface CabinSpec {
  /** Top of the dashboard, px from the top of the frame; a sports car sits lower. */
  dash: number;
  seatWidth: number;
  /** Distance of each seat's centre from the middle of the frame. */
  seatSpread: number;
  beam: boolean;
  console: number;
}

const specs: Record<Cabin, CabinSpec> = {
  suv: { dash: 410, seatWidth: 330, seatSpread: 330, beam: false, console: 150 },
  defender: { dash: 380, seatWidth: 320, seatSpread: 340, beam: true, console: 170 },
  sports: { dash: 450, seatWidth: 290, seatSpread: 290, beam: false, console: 230 },
};

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

function seat(cx: number, width: number, leather: string): string {
  const top = 520;
  const stitch = mix(leather, '#000000', 0.35);
  return [
    rect(cx - width * 0.27, top - 120, width * 0.54, 120, 'url(#leather)', 40),
    rect(cx - width / 2, top, width, 420, 'url(#leather)', 70),
    `<path d="M${cx - width * 0.32} ${top + 40} V${top + 400} M${cx + width * 0.32} ${top + 40} V${top + 400}" stroke="${stitch}" stroke-width="6" stroke-dasharray="14 10" fill="none"/>`,
  ].join('');
}

/** The cabin in `leather`, as SVG. */
export function interiorSvg(cabin: Cabin, leather: string): string {
  const s = specs[cabin];
  const { width, height } = photoSize;
  const mid = width / 2;
  const wheelX = mid + s.seatSpread;
  const dashTrim = mix(leather, '#000000', 0.15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="outside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f4f6"/><stop offset="1" stop-color="#cfd4d9"/></linearGradient>
<linearGradient id="leather" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(leather, '#ffffff', 0.18)}"/><stop offset="0.5" stop-color="${leather}"/><stop offset="1" stop-color="${mix(leather, '#000000', 0.4)}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#27445a"/><stop offset="1" stop-color="#0d1822"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9bec4"/><stop offset="1" stop-color="#6d737a"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="#2b2d30"/>
<path d="M150 ${s.dash} L330 70 H1270 L1450 ${s.dash} Z" fill="url(#outside)"/>
<path d="M0 0 H${width} V60 H0 Z" fill="${mix(leather, '#d9d4cb', 0.6)}"/>
${rect(0, s.dash, width, 150, '#1b1d20')}
${rect(0, s.dash + 90, width, 60, dashTrim)}
${s.beam ? `${rect(80, s.dash + 100, width - 160, 34, 'url(#metal)', 6)}${[200, 500, 1100, 1400].map((x) => `<circle cx="${x}" cy="${s.dash + 117}" r="7" fill="#4a4f55"/>`).join('')}` : ''}
${rect(mid - 140, s.dash + 20, 280, 110, 'url(#screen)', 12)}
${rect(wheelX - 120, s.dash + 10, 240, 80, 'url(#screen)', 10)}
${rect(mid - s.console / 2, s.dash + 150, s.console, height - s.dash, '#1f2124')}
${rect(mid - 30, s.dash + 230, 60, 90, '#3a3d41', 24)}
<circle cx="${wheelX}" cy="${s.dash + 150}" r="150" fill="none" stroke="#141517" stroke-width="30"/>
<path d="M${wheelX - 140} ${s.dash + 160} H${wheelX + 140} M${wheelX} ${s.dash + 160} V${s.dash + 295}" stroke="#141517" stroke-width="26"/>
<circle cx="${wheelX}" cy="${s.dash + 160}" r="46" fill="#25272a"/>
${seat(mid - s.seatSpread, s.seatWidth, leather)}
${seat(mid + s.seatSpread, s.seatWidth, leather)}
</svg>`;
}
