/**
 * Demo drawings for the 360 views (decision 0059), written once into public/demo/360/ by
 * scripts/generate-360-frames.ts: an SUV turning (boxes and wheels projected from 3D, lit from one
 * side, so each frame really is the car seen from another angle) and an interior panorama. Relative
 * imports only: the script runs outside Next's aliases.
 */
import { demo360 } from './demo-360';

type Vec = [number, number, number];
const W = 800;
const H = 450;
const scale = 140;
const centre = { x: 400, y: 318 };
const pitch = (12 * Math.PI) / 180;
/** Frame 1 is the front three-quarter view; the car turns by 360/count per frame. */
const firstAngle = -35;

const r1 = (n: number) => Math.round(n * 10) / 10;
const norm = (v: Vec): Vec => {
  const l = Math.hypot(...v);
  return [v[0] / l, v[1] / l, v[2] / l];
};
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const light = norm([0.3, 0.75, 0.6]);
const towardViewer: Vec = [0, Math.sin(pitch), Math.cos(pitch)];

interface Camera {
  /** World → view space (the viewer looks along −z, from above). */
  view(p: Vec): Vec;
  screen(p: Vec): [number, number];
}

function camera(degrees: number): Camera {
  const a = (degrees * Math.PI) / 180;
  const view = ([x, y, z]: Vec): Vec => {
    const xr = x * Math.cos(a) + z * Math.sin(a);
    const zr = -x * Math.sin(a) + z * Math.cos(a);
    return [xr, y * Math.cos(pitch) - zr * Math.sin(pitch), zr * Math.cos(pitch) + y * Math.sin(pitch)];
  };
  return { view, screen: (p) => (([x, y]) => [r1(centre.x + x * scale), r1(centre.y - y * scale)] as [number, number])(view(p)) };
}

function shade(rgb: [number, number, number], normal: Vec, cam: Camera): string {
  const n = norm(cam.view(normal));
  const k = 0.38 + 0.62 * Math.max(0, dot(n, light));
  return `#${rgb
    .map((c) =>
      Math.min(255, Math.round(c * k))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const path = (points: [number, number][], fill: string, extra = '') =>
  `<path d="M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z" fill="${fill}"${extra}/>`;

/** A quad face: corners in order, its outward normal, and decals drawn on it (u,v in 0–1 across the face). */
interface Face {
  corners: [Vec, Vec, Vec, Vec];
  normal: Vec;
  rgb: [number, number, number];
  decals?: { u: [number, number]; v: [number, number]; rgb: [number, number, number] }[];
}

const body: [number, number, number] = [86, 114, 98];
const glass: [number, number, number] = [34, 44, 56];
const headlight: [number, number, number] = [250, 246, 222];
const taillight: [number, number, number] = [190, 34, 44];
const grille: [number, number, number] = [36, 40, 46];

function box(x: [number, number], y: [number, number], z: [number, number], top?: { x: [number, number]; z: [number, number] }): Face[] {
  const t = top ?? { x, z };
  const p = (xi: number, yi: number, zi: number, upper: boolean): Vec => (upper ? [t.x[xi]!, y[1], t.z[zi]!] : [x[xi]!, y[yi]!, z[zi]!]);
  const lo = (xi: number, zi: number) => p(xi, 0, zi, false);
  const hi = (xi: number, zi: number) => p(xi, 1, zi, true);
  const slope = (dxTop: number, dxBottom: number) => norm([1, (dxBottom - dxTop) / (y[1] - y[0]), 0]);
  return [
    { corners: [hi(0, 0), hi(1, 0), hi(1, 1), hi(0, 1)], normal: [0, 1, 0], rgb: body },
    { corners: [lo(1, 0), lo(1, 1), hi(1, 1), hi(1, 0)], normal: slope(t.x[1]!, x[1]), rgb: body },
    { corners: [lo(0, 1), lo(0, 0), hi(0, 0), hi(0, 1)], normal: ((n) => [-n[0], n[1], n[2]] as Vec)(slope(x[0], t.x[0]!)), rgb: body },
    { corners: [lo(0, 1), lo(1, 1), hi(1, 1), hi(0, 1)], normal: [0, (z[1] - t.z[1]!) / (y[1] - y[0]), 1], rgb: body },
    { corners: [lo(1, 0), lo(0, 0), hi(0, 0), hi(1, 0)], normal: [0, (z[1] - t.z[1]!) / (y[1] - y[0]), -1], rgb: body },
  ];
}

/** The SUV: a lower body, a glasshouse with windscreen, side windows and rear window, four wheels. */
function carFaces(): { lower: Face[]; cabin: Face[] } {
  const lower = box([-2.35, 2.35], [0.32, 1.0], [-0.98, 0.98]);
  lower[1]!.decals = [
    { u: [0.06, 0.26], v: [0.55, 0.85], rgb: headlight },
    { u: [0.74, 0.94], v: [0.55, 0.85], rgb: headlight },
    { u: [0.32, 0.68], v: [0.45, 0.85], rgb: grille },
  ];
  lower[2]!.decals = [
    { u: [0.04, 0.16], v: [0.5, 0.9], rgb: taillight },
    { u: [0.84, 0.96], v: [0.5, 0.9], rgb: taillight },
  ];
  for (const side of [lower[3]!, lower[4]!]) side.decals = [{ u: [0, 1], v: [0, 0.14], rgb: grille }];
  const cabin = box([-2.25, 1.0], [1.0, 1.78], [-0.95, 0.95], { x: [-2.15, 0.28], z: [-0.84, 0.84] });
  cabin[1]!.decals = [{ u: [0.07, 0.93], v: [0.1, 0.9], rgb: glass }];
  cabin[2]!.decals = [{ u: [0.12, 0.88], v: [0.25, 0.88], rgb: glass }];
  for (const side of [cabin[3]!, cabin[4]!]) {
    // Two side windows with the pillar between them; sides run rear → front or front → rear.
    side.decals = [
      { u: [0.05, 0.46], v: [0.12, 0.88], rgb: glass },
      { u: [0.52, 0.93], v: [0.12, 0.88], rgb: glass },
    ];
  }
  return { lower, cabin };
}

function facePaths(face: Face, cam: Camera): string {
  if (dot(norm(cam.view(face.normal)), towardViewer) <= 0.02) return '';
  const [a, b, c, d] = face.corners;
  // A point of the face at (u along a→b, v up a→d), bilinear between its edges.
  const at = (u: number, v: number): Vec => {
    const bottom = [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * u);
    const top = [0, 1, 2].map((i) => d[i]! + (c[i]! - d[i]!) * u);
    return [0, 1, 2].map((i) => bottom[i]! + (top[i]! - bottom[i]!) * v) as Vec;
  };
  const out = [path([a, b, c, d].map(cam.screen), shade(face.rgb, face.normal, cam))];
  for (const decal of face.decals ?? []) {
    const quad = [at(decal.u[0], decal.v[0]), at(decal.u[1], decal.v[0]), at(decal.u[1], decal.v[1]), at(decal.u[0], decal.v[1])];
    out.push(path(quad.map(cam.screen), shade(decal.rgb, face.normal, cam)));
  }
  return out.join('');
}

function hull(points: [number, number][]): [number, number][] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) =>
    list.reduce<[number, number][]>((acc, p) => {
      while (acc.length >= 2 && cross(acc[acc.length - 2]!, acc[acc.length - 1]!, p) <= 0) acc.pop();
      acc.push(p);
      return acc;
    }, []);
  const lower = half(sorted);
  const upper = half([...sorted].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function wheel(cx: number, side: 1 | -1, cam: Camera): { near: boolean; svg: string } {
  const circle = (z: number, r: number): Vec[] =>
    Array.from({ length: 16 }, (_, i) => [cx + r * Math.cos((i * Math.PI) / 8), 0.4 + r * Math.sin((i * Math.PI) / 8), z]);
  const outer = side * 1.03;
  const normal: Vec = [0, 0, side];
  const facing = dot(norm(cam.view(normal)), towardViewer);
  const tyre = path(hull([...circle(outer, 0.4), ...circle(side * 0.8, 0.4)].map(cam.screen)), '#1b1c1e');
  const rim = facing > 0.05 ? path(circle(outer, 0.25).map(cam.screen), shade([186, 190, 196], normal, cam)) : '';
  return { near: facing > 0.35, svg: tyre + rim };
}

export function exteriorFrameSvg(frame: number, count: number): string {
  const cam = camera(firstAngle + ((frame - 1) * 360) / count);
  const { lower, cabin } = carFaces();
  const wheels = [1.45, -1.45].flatMap((x) => [wheel(x, 1, cam), wheel(x, -1, cam)]);
  const shadow = path(
    Array.from({ length: 20 }, (_, i): Vec => [2.7 * Math.cos((i * Math.PI) / 10), 0, 1.35 * Math.sin((i * Math.PI) / 10)]).map(cam.screen),
    '#000',
    ' opacity=".14"',
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    '<defs><linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="#f5f6f7"/><stop offset="1" stop-color="#d9dee2"/></linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    shadow,
    ...wheels.filter((w) => !w.near).map((w) => w.svg),
    ...lower.map((f) => facePaths(f, cam)),
    ...cabin.map((f) => facePaths(f, cam)),
    ...wheels.filter((w) => w.near).map((w) => w.svg),
    '</svg>',
  ].join('');
}

/** Every exterior frame with its file name, as the demo frames address names them. */
export function exteriorFrames(count: number = demo360.framesCount): { name: string; svg: string }[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `exterior-${String(i + 1).padStart(2, '0')}.svg`,
    svg: exteriorFrameSvg(i + 1, count),
  }));
}

export { interiorPanoramaSvg } from './demo-interior';
