import { field } from '../field-factories';
import { exteriorLimits } from './frames';
import { panoramaLimits } from './panorama';

/**
 * The fields of the two 360 views, shared by their blocks and by the tabbed component's tabs, so
 * that an editor fills them in the same way everywhere (decision 0059). Frames and panoramas are
 * addresses, not media-library images: a 360 sequence is dozens of numbered files from a studio or a
 * renderer, and a panorama must not be cut to the library's 16:9 variants.
 */
/** `{ required: true }` in the views' own blocks; optional in a tab, where the tab's type decides. */
type Required360 = { required?: true };
type NoOptions = Record<never, never>;

const urlOptions = { max_length: 2048, translatable: false } as const;

export const view360Fields = {
  alt: <const O extends Required360 = NoOptions>(o: O = {} as O) =>
    field.string('image_alt', 'What the view shows (alt text)', { max_length: 200, ...o }),
  framesUrl: <const O extends Required360 = NoOptions>(o: O = {} as O) =>
    field.string('frames_url', 'Exterior frames address with {frame}', {
      ...urlOptions,
      help: 'https://… or /…, with {frame} where the frame number goes ({frame:2} pads it: 01, 02, …), e.g. /demo/360/exterior-{frame:2}.svg.',
      ...o,
    }),
  framesCount: () =>
    field.number('frames_count', 'Number of exterior frames', {
      min: exteriorLimits.minFrames,
      max: exteriorLimits.maxFrames,
      default: exteriorLimits.defaultFrames,
    }),
  startFrame: () => field.number('start_frame', 'Frame shown first', { min: 1, max: exteriorLimits.maxFrames, default: 1 }),
  panoramaUrl: <const O extends Required360 = NoOptions>(o: O = {} as O) =>
    field.string('panorama_url', 'Interior panorama address', {
      ...urlOptions,
      help: 'https://… or /…: one image of the whole 360° view, at least twice as wide as it is high, its edges meeting behind the seats.',
      ...o,
    }),
  dashPosition: () =>
    field.number('dash_position', 'Dashboard position (% across the panorama)', {
      min: 0,
      max: 100,
      default: panoramaLimits.defaultDash,
      help: 'Where the dashboard is, from the left edge (0–100). The view starts there, and RESET TO DASH returns there.',
    }),
};
