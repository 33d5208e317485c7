/**
 * The demo interior panorama (decision 0059): 360° round the driver's seat of a right-hand-drive
 * SUV, 6:1 so that a 16:9 view shows about a hundred degrees. Forward (the dashboard, steering
 * wheel on the right, windscreen) is in the middle; the doors at the quarters; the rear bench across
 * the edges, which meet behind the seats.
 */
const W = 4800;
const H = 800;
/** Pixels per degree; x of a direction in degrees from straight ahead. */
const x = (degrees: number) => Math.round(W / 2 + (degrees * W) / 360);

const rect = (x0: number, y0: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

/** Sky, hills and road seen through a window from x0 to x1. */
function outside(x0: number, x1: number, top: number, bottom: number, road: boolean): string {
  const horizon = top + (bottom - top) * 0.62;
  const hills = Array.from({ length: 9 }, (_, i) => {
    const px = x0 + ((x1 - x0) * i) / 8;
    return `${px} ${Math.round(horizon - 30 - 28 * Math.abs(Math.sin(px / 260)))}`;
  });
  const mid = (x0 + x1) / 2;
  return [
    rect(x0, top, x1 - x0, bottom - top, 'url(#sky)'),
    `<path d="M${x0} ${horizon}L${hills.join('L')}L${x1} ${horizon}Z" fill="#7d9a7a"/>`,
    rect(x0, horizon, x1 - x0, bottom - horizon, '#9db08f'),
    road ? `<path d="M${mid - 12} ${horizon}L${mid + 12} ${horizon}L${mid + 420} ${bottom}L${mid - 420} ${bottom}Z" fill="#6f7377"/>` : '',
  ].join('');
}

function door(centre: number, mirrorOnRight: boolean): string {
  const x0 = centre - 330;
  const mirror = mirrorOnRight ? x0 + 520 : x0 + 40;
  return [
    outside(x0 + 30, x0 + 630, 140, 390, false),
    rect(x0, 380, 660, 420, '#3b3a38'),
    rect(x0 + 60, 470, 540, 26, '#2b2a28', ' rx="13"'),
    rect(x0 + 420, 520, 120, 18, '#b9b4aa', ' rx="9"'),
    rect(mirror, 300, 90, 60, '#232427', ' rx="12"'),
  ].join('');
}

/** A seat seen from the front: cushion, back with stitching and a headrest. */
function seat(cx: number, width: number, top: number): string {
  const half = width / 2;
  return [
    rect(cx - half * 0.45, top, half * 0.9, 80, '#7a5133', ' rx="22"'),
    rect(cx - half, top + 95, width, 330, '#8b5e3c', ' rx="40"'),
    `<path d="M${cx - half * 0.55} ${top + 130}V${top + 400}M${cx + half * 0.55} ${top + 130}V${top + 400}" stroke="#6f4a2f" stroke-width="6"/>`,
    rect(cx - half * 1.05, top + 400, width * 1.05, 120, '#80573a', ' rx="30"'),
  ].join('');
}

function dashboard(): string {
  const wheel = { cx: x(20), cy: 640, r: 170 };
  return [
    rect(x(-70), 400, x(70) - x(-70), 170, '#2b2c30'),
    rect(x(-70), 400, x(70) - x(-70), 34, '#3b3c41'),
    rect(x(0) - 120, 450, 240, 110, '#10151c', ' rx="10"'),
    rect(x(0) - 100, 466, 90, 78, '#2d4f73', ' rx="6"'),
    rect(x(0) + 10, 466, 90, 36, '#3d6a57', ' rx="6"'),
    rect(x(0) + 10, 508, 90, 36, '#5b4a7a', ' rx="6"'),
    rect(x(-40), 455, 150, 28, '#17181b', ' rx="8"'),
    rect(x(44) - 150, 455, 150, 28, '#17181b', ' rx="8"'),
    rect(wheel.cx - 130, 440, 260, 80, '#0d1117', ' rx="14"'),
    `<circle cx="${wheel.cx - 60}" cy="480" r="30" fill="none" stroke="#9fb3c8" stroke-width="5"/>`,
    `<circle cx="${wheel.cx + 60}" cy="480" r="30" fill="none" stroke="#9fb3c8" stroke-width="5"/>`,
    rect(x(-8), 570, x(8) - x(-8), 230, '#2a2b2f'),
    rect(x(0) - 22, 620, 44, 70, '#a7a9ad', ' rx="20"'),
    `<circle cx="${wheel.cx}" cy="${wheel.cy}" r="${wheel.r}" fill="none" stroke="#1b1b1e" stroke-width="34"/>`,
    `<path d="M${wheel.cx - wheel.r} ${wheel.cy}H${wheel.cx + wheel.r}M${wheel.cx} ${wheel.cy}V${wheel.cy + wheel.r}" stroke="#1b1b1e" stroke-width="30"/>`,
    `<circle cx="${wheel.cx}" cy="${wheel.cy}" r="58" fill="#26272b"/>`,
    `<ellipse cx="${wheel.cx}" cy="${wheel.cy}" rx="30" ry="12" fill="#8d99a6"/>`,
  ].join('');
}

export function interiorPanoramaSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    '<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#9fc4e2"/><stop offset="1" stop-color="#eaf2f8"/></linearGradient></defs>',
    rect(0, 0, W, H, '#1f2023'),
    rect(0, 0, W, 150, '#d9d4ca'),
    // Forward: the windscreen between the A-pillars, the dashboard below it.
    outside(x(-55), x(55), 110, 430, true),
    `<path d="M${x(-58)} 100L${x(-50)} 100L${x(-44)} 430L${x(-56)} 430Z" fill="#2f3033"/>`,
    `<path d="M${x(50)} 100L${x(58)} 100L${x(56)} 430L${x(44)} 430Z" fill="#2f3033"/>`,
    dashboard(),
    // The passenger's side on the left (with the front passenger seat), the driver's door on the right.
    door(x(-95), false),
    seat(x(-62), 300, 300),
    door(x(95), true),
    // Behind: the rear window and the bench, across the seam at the edges.
    outside(x(150), W, 150, 360, false),
    outside(0, x(-150), 150, 360, false),
    rect(x(140), 360, W - x(140), 440, '#2c2b29'),
    rect(0, 360, x(-140), 440, '#2c2b29'),
    seat(x(155), 250, 330),
    seat(W, 260, 330),
    seat(0, 260, 330),
    seat(x(-155), 250, 330),
    '</svg>',
  ].join('');
}
