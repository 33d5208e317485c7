import { circle, convexHull, facesCamera, mix, project, shade, type Camera, type Point2, type Point3 } from './demo-photo-geometry';
import type { CarShape, Surface } from './demo-photo-shapes';

/** The three exterior shots of a press kit. */
export const exteriorViews = ['front', 'side', 'rear'] as const;
export type ExteriorView = (typeof exteriorViews)[number];

const cameras: Record<ExteriorView, Camera> = {
  front: { yaw: -0.66, pitch: 0.17 },
  side: { yaw: 0, pitch: 0.05 },
  rear: { yaw: 0.66, pitch: 0.17 },
};

export const photoSize = { width: 1600, height: 900 } as const;
const glass = '#18212b';
const trim = '#15171a';

interface Shape2 {
  points: Point2[];
  fill: string;
  depth: number;
}

/** Half the car's width at height z: the greenhouse leans inwards above the window line. */
function halfWidth(car: CarShape, z: number): number {
  const top = Math.max(...car.outline.map((p) => p[1]));
  const lean = Math.min(1, Math.max(0, (z - car.belt) / (top - car.belt)));
  return car.width / 2 - car.roofInset * lean;
}

function surfaceFill(surface: Surface, body: string, normal: Point3): string {
  if (surface === 'glass') return mix(glass, '#8fa3b5', Math.max(0, normal[2]) * 0.25);
  if (surface === 'cockpit') return trim;
  return shade(body, normal);
}

/** Every panel between the near and far copies of the outline that the camera sees. */
function panels(car: CarShape, body: string, camera: Camera): { shapes: Shape2[]; faces: { surface: Surface; corners: Point3[] }[] } {
  const shapes: Shape2[] = [];
  const faces: { surface: Surface; corners: Point3[] }[] = [];
  car.outline.forEach(([x, z, surface], i) => {
    const [nx, nz] = car.outline[(i + 1) % car.outline.length]!;
    const length = Math.hypot(nx - x, nz - z);
    if (length === 0) return;
    // Clockwise outline: the outward normal of a stretch is its direction turned left.
    const normal: Point3 = [-(nz - z) / length, 0, (nx - x) / length];
    if (!facesCamera(normal, camera)) return;
    const corners: Point3[] = [
      [x, halfWidth(car, z), z],
      [nx, halfWidth(car, nz), nz],
      [nx, -halfWidth(car, nz), nz],
      [x, -halfWidth(car, z), z],
    ];
    const projected = corners.map((c) => project(c, camera));
    const depth = projected.reduce((sum, p) => sum + p.depth, 0) / 4;
    shapes.push({ points: projected.map((p) => p.at), fill: surfaceFill(surface, body, normal), depth });
    faces.push({ surface, corners });
  });
  return { shapes, faces };
}

/** A point on a panel: u across the car (0 near side, 1 far side), v along the outline stretch. */
function onPanel([a, b, c, d]: Point3[], u: number, v: number): Point3 {
  const near = a!.map((k, i) => k + (b![i]! - k) * v);
  const far = d!.map((k, i) => k + (c![i]! - k) * v);
  return near.map((k, i) => k + (far[i]! - k) * u) as unknown as Point3;
}

/** Lamps and grille on the front and rear panels. */
function lamps(faces: { surface: Surface; corners: Point3[] }[], camera: Camera): Shape2[] {
  const out: Shape2[] = [];
  const patch = (corners: Point3[], [u0, u1]: [number, number], [v0, v1]: [number, number], fill: string) => {
    const pts = [onPanel(corners, u0, v0), onPanel(corners, u1, v0), onPanel(corners, u1, v1), onPanel(corners, u0, v1)];
    out.push({ points: pts.map((p) => project(p, camera).at), fill, depth: 0 });
  };
  for (const { surface, corners } of faces) {
    if (surface === 'front') {
      patch(corners, [0.05, 0.25], [0.7, 0.9], '#eef3f7');
      patch(corners, [0.75, 0.95], [0.7, 0.9], '#eef3f7');
      patch(corners, [0.3, 0.7], [0.42, 0.88], trim);
      patch(corners, [0.25, 0.75], [0.1, 0.28], '#2a2d31');
    }
    if (surface === 'rear') {
      patch(corners, [0.02, 0.2], [0.72, 0.92], '#8e1b22');
      patch(corners, [0.8, 0.98], [0.72, 0.92], '#8e1b22');
      patch(corners, [0.3, 0.7], [0.08, 0.2], '#2a2d31');
    }
  }
  return out;
}

/** A wheel (or the spare): tyre as the hull of both sidewalls, then the rim facing the camera. */
function wheel(centre: Point3, axis: Point3, r: number, depthWidth: number, camera: Camera, far: boolean): string {
  const [u, v]: [Point3, Point3] =
    axis[1] !== 0
      ? [
          [1, 0, 0],
          [0, 0, 1],
        ]
      : [
          [0, 1, 0],
          [0, 0, 1],
        ];
  const outer: Point3 = [centre[0] + axis[0] * depthWidth, centre[1] + axis[1] * depthWidth, centre[2]];
  const ring = (c: Point3, radius: number) => circle(c, u, v, radius).map((p) => project(p, camera).at);
  const tyre = convexHull([...ring(centre, r), ...ring(outer, r)]);
  if (far) return path(tyre, '#101113');
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const t = (i / 5) * Math.PI * 2;
    const tip: Point3 = [
      outer[0] + u[0] * Math.cos(t) * r * 0.6,
      outer[1] + u[1] * Math.cos(t) * r * 0.6,
      outer[2] + Math.sin(t) * r * 0.6,
    ];
    const [a, b] = [project(outer, camera).at, project(tip, camera).at];
    return `<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke="#6d737a" stroke-width="${(r * 0.07).toFixed(1)}"/>`;
  });
  return [path(tyre, '#141517'), path(ring(outer, r * 0.66), 'url(#rim)'), ...spokes, path(ring(outer, r * 0.14), '#3a3d41')].join('');
}

const path = (points: readonly Point2[], fill: string, extra = '') =>
  `<path d="M${points.map((p) => `${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join('L')}Z" fill="${fill}"${extra}/>`;

/** The car's outline, glass, wheels and lamps in car millimetres, before fitting to the frame. */
function drawCar(car: CarShape, body: string, camera: Camera): string[] {
  const { shapes, faces } = panels(car, body, camera);
  const side = (points: readonly (readonly [number, number])[]) => points.map(([x, z]) => project([x, halfWidth(car, z), z], camera).at);
  const r = car.wheelRadius;
  const wheelY = car.width / 2 - 250;
  const length = Math.max(...car.outline.map((p) => p[0]));
  const parts: string[] = car.wheels.map((x) => wheel([x, -wheelY, r], [0, -1, 0], r, 230, camera, true));
  const spare = car.spareWheel ? wheel([length + 40, car.width * 0.08, car.belt - 60], [1, 0, 0], r * 0.95, 230, camera, false) : '';
  // Seen from the front, the tailgate's spare wheel is behind the car.
  if (camera.yaw < 0) parts.push(spare);
  parts.push(...shapes.sort((a, b) => a.depth - b.depth).map((s) => path(s.points, s.fill)));
  parts.push(path(side(car.outline.map(([x, z]) => [x, z])), 'url(#paint)'));
  parts.push(path(side(car.sideGlass), 'url(#glass)'));
  for (const x of car.pillars) {
    const pillar = side([
      [x - 45, car.belt],
      [x - 45, 3000],
      [x + 45, 3000],
      [x + 45, car.belt],
    ]);
    parts.push(path(pillar, trim, ' clip-path="url(#greenhouse)"'));
  }
  parts.push(...lamps(faces, camera).map((s) => path(s.points, s.fill)));
  for (const x of car.wheels) {
    const arch = side(circle([x, 0, r], [1, 0, 0], [0, 0, 1], r * 1.1).map(([px, , pz]) => [px, pz] as const));
    parts.push(path(arch, '#1c1d20'), wheel([x, wheelY, r], [0, 1, 0], r, 240, camera, false));
  }
  if (camera.yaw >= 0) parts.push(spare);
  return parts;
}

/** Studio photograph of `car` in `body` paint from one of the three angles, as SVG. */
export function exteriorSvg(car: CarShape, body: string, view: ExteriorView): string {
  const camera = cameras[view];
  const length = Math.max(...car.outline.map((p) => p[0]));
  const extremes: Point3[] = [
    ...car.outline.flatMap(([x, z]): Point3[] => [
      [x, car.width / 2, z],
      [x, -car.width / 2, z],
    ]),
    ...car.wheels.flatMap((x): Point3[] => [
      [x, car.width / 2, 0],
      [x, -car.width / 2, 0],
    ]),
  ];
  const corners = extremes.map((p) => project(p, camera).at);
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((photoSize.width * 0.74) / (maxX - minX), (photoSize.height * 0.58) / (maxY - minY));
  const floor = photoSize.height * 0.8;
  const left = (photoSize.width - (maxX - minX) * scale) / 2 - minX * scale;
  const shadow = project([length / 2, 0, 0], camera).at;
  const clip = car.sideGlass.map(([x, z]) => project([x, halfWidth(car, z), z], camera).at);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${photoSize.width}" height="${photoSize.height}" viewBox="0 0 ${photoSize.width} ${photoSize.height}">
<defs>
<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f6f7"/><stop offset="0.62" stop-color="#e3e6e9"/><stop offset="1" stop-color="#c8ccd0"/></linearGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(body, '#ffffff', 0.2)}"/><stop offset="0.42" stop-color="${body}"/><stop offset="0.55" stop-color="${mix(body, '#000000', 0.12)}"/><stop offset="1" stop-color="${mix(body, '#000000', 0.38)}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a4756"/><stop offset="0.45" stop-color="${glass}"/><stop offset="1" stop-color="#0e1318"/></linearGradient>
<radialGradient id="rim" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#e4e7ea"/><stop offset="1" stop-color="#7d848b"/></radialGradient>
<clipPath id="greenhouse">${path(clip, '#000')}</clipPath>
</defs>
<rect width="${photoSize.width}" height="${photoSize.height}" fill="url(#studio)"/>
<ellipse cx="${(left + shadow[0] * scale).toFixed(1)}" cy="${floor.toFixed(1)}" rx="${(((maxX - minX) * scale) / 2 + 40).toFixed(1)}" ry="${(view === 'side' ? 26 : 70).toFixed(1)}" fill="url(#shadow)"/>
<g transform="translate(${left.toFixed(1)} ${(floor + minY * scale).toFixed(1)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">
${drawCar(car, body, camera).join('\n')}
</g>
</svg>`;
}
