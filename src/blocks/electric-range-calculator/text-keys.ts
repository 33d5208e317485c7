/**
 * The calculator's words and explanation topics, without zod (decision 0064): the island imports
 * `fillText` and the types from here. Visitors read the words from the translation files
 * (`range_calculator.text.*`); the block's `translations` JSON may replace any of them for one block
 * — `{ "wheel_size": "タイヤサイズ" }` — keeping its placeholders. Placeholders stay in the strings
 * the island receives and are filled there, so one string serves every figure.
 */
export const textPlaceholders = {
  select: [],
  range: [],
  engine: [],
  wheel_size: [],
  wheel_inch: ['inch'],
  temperature: [],
  temperature_value: ['value'],
  climate_control: [],
  preconditioning: [],
  on: [],
  off: [],
  driving_environment: [],
  motorway: [],
  urban: [],
  combined: [],
  occupants: [],
  occupants_value: ['count'],
  figure: ['value', 'unit'],
  km: [],
  mile: [],
  wltc: ['value', 'unit', 'inch'],
  share: ['percent'],
  bev: [],
  phev: [],
  about: ['topic'],
  close: [],
  announce: ['car', 'range', 'figure', 'share'],
} as const satisfies Record<string, readonly string[]>;

export type TextKey = keyof typeof textPlaceholders;
export type CalculatorTexts = Record<TextKey, string>;
export const textKeys = Object.keys(textPlaceholders) as TextKey[];

/** A text with its `{{name}}` placeholders filled (the island's whole i18n runtime). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The explanations behind the filters' info buttons (the `modals` field). */
export const modalTopics = ['driving_environment', 'wheel_size', 'climate_control', 'preconditioning'] as const;
export type ModalTopic = (typeof modalTopics)[number];

export interface ModalContent {
  title: string;
  /** The text's paragraphs (blank or single new lines separate them). */
  paragraphs: string[];
}
