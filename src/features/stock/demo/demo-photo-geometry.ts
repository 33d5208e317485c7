/**
 * The little 3D the demo renders need: a turntable camera (yaw about the vertical axis, a slight
 * downward pitch), orthographic like a long studio lens, and the colour arithmetic for shading.
 * x runs along the car from its front, y across it (+y is the side facing the camera), z up.
 */
export type Point3 = readonly [x: number, y: number, z: number];
export type Point2 = readonly [number, number];

export interface Camera {
  /** Radians; 0 photographs the +y side square on, negative turns the front towards the camera. */
  yaw: number;
  pitch: number;
}

/** Screen coordinates (x right, y up) and depth (larger is nearer the camera). */
export function project([x, y, z]: Point3, { yaw, pitch }: Camera): { at: Point2; depth: number } {
  const toward = x * Math.sin(yaw) + y * Math.cos(yaw);
  return { at: [x * Math.cos(yaw) - y * Math.sin(yaw), z * Math.cos(pitch) - toward * Math.sin(pitch)], depth: toward };
}

/** Whether a surface with outward normal `n` faces the camera. */
export function facesCamera([nx, ny, nz]: Point3, { yaw, pitch }: Camera): boolean {
  return (nx * Math.sin(yaw) + ny * Math.cos(yaw)) * Math.cos(pitch) + nz * Math.sin(pitch) > 1e-6;
}

/** A circle of radius r around `centre` in the plane spanned by the unit vectors u and v, as 3D points. */
export function circle(centre: Point3, u: Point3, v: Point3, r: number, steps = 36): Point3[] {
  return Array.from({ length: steps }, (_, i) => {
    const t = (i / steps) * Math.PI * 2;
    const [cu, cv] = [Math.cos(t) * r, Math.sin(t) * r];
    return [centre[0] + u[0] * cu + v[0] * cv, centre[1] + u[1] * cu + v[1] * cv, centre[2] + u[2] * cu + v[2] * cv] as const;
  });
}

/** Convex hull (monotone chain): the outline of a tyre seen from any angle is the hull of its two rims. */
export function convexHull(points: readonly Point2[]): Point2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point2, a: Point2, b: Point2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point2[]) => {
    const out: Point2[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** `a` moved towards `b` by t (0 … 1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca
    .map((c, i) =>
      Math.round(c + (cb[i]! - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The studio's key light, from above and in front of the camera. */
const light: Point3 = [-0.3, 0.55, 0.78];

/** Paint under the key light: darker as a surface turns away, a soft sheen on surfaces facing up. */
export function shade(base: string, [nx, ny, nz]: Point3): string {
  const lambert = Math.max(0, nx * light[0] + ny * light[1] + nz * light[2]);
  const lit = mix(base, '#000000', 0.5 * (1 - lambert));
  return nz > 0.5 ? mix(lit, '#ffffff', 0.22 * nz * nz) : lit;
}
