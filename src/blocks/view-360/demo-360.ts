/**
 * The demo 360 views in public/demo/360/ (drawn by scripts/generate-360-frames.ts): what the blocks'
 * default content points at, so the block catalogue shows working 360s.
 */
export const demo360 = {
  folder: 'public/demo/360',
  framesUrl: '/demo/360/exterior-{frame:2}.svg',
  framesCount: 36,
  /** The front three-quarter view. */
  startFrame: 1,
  panoramaUrl: '/demo/360/interior.svg',
  /** The panorama is drawn with the dashboard in its middle. */
  dashPosition: 50,
} as const;
