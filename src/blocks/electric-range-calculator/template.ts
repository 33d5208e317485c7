import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';
import type { ModalTopic } from './text-keys';

/** blocks.md §2.13: the result in km or miles (default km); at most 30 cars. */
export const rangeUnits = ['km', 'mile'] as const;
export const maxCars = 30;

/** The explanations behind the four filters' info buttons, as new blocks get them (editor-facing, in Japanese). */
export const defaultModals: Record<ModalTopic, { title: string; text: string }> = {
  driving_environment: {
    title: '走行環境について',
    text: [
      '高速道路：一定の高い速度で走り続けるため空気抵抗が大きく、電力消費が増えます。',
      '市街地：速度が低く、減速のたびに回生ブレーキでエネルギーを回収できるため、電力消費は少なめです。一方で、エアコンの影響は大きくなります。',
      '複合：市街地・郊外・高速道路を組み合わせた、WLTCモードに近い走り方です。',
    ].join('\n'),
  },
  wheel_size: {
    title: 'ホイールサイズについて',
    text: '大きなホイールは見た目の迫力が増す一方で、タイヤの転がり抵抗と空気抵抗がわずかに増え、航続距離は短くなります。WLTCモードの値も、ホイールサイズごとに異なります。',
  },
  climate_control: {
    title: 'エアコン（冷暖房）について',
    text: [
      '暖房・冷房には駆動用バッテリーの電力を使います。特に外気温が低いときの暖房は消費電力が大きく、走行速度の低い市街地ほど航続距離への影響が大きくなります。',
      'シートヒーターやステアリングヒーターは、車内全体を暖めるより少ない電力で快適に過ごせます。',
    ].join('\n'),
  },
  preconditioning: {
    title: 'プレコンディショニングについて',
    text: [
      '充電中に、出発時刻に合わせて車内とバッテリーをあらかじめ適温にしておく機能です。充電器の電力を使うため、走り出してからのバッテリーの消費を抑えられます。特に寒い日に効果があります。',
      'スマートフォンのアプリや、車両のタッチスクリーンから設定できます。',
    ].join('\n'),
  },
};

const carFields = [
  field.image('image', 'Car image (1600×900, 1024×576, 640×360)', 'standard'),
  field.string('car_name', 'Car name', { required: true, max_length: 80 }),
  field.text('car_description', 'Car description', { max_length: 400 }),
  field.link('car_link', 'Car link'),
  field.text('engine_mapper', 'Engine mapper: the data file’s engines this car offers, key=name', {
    required: true,
    max_length: 1000,
    translatable: false,
    help: 'One engine per line or comma: the key in the data file, then = and the name visitors see (e.g. range_rover_p440e=P440e). Without =name, the data file’s name. The first is chosen at first.',
  }),
  field.string('wheel_size_mapper', 'Wheel size mapper: letter to inch, e.g. a)=19, b)=20, c)=21', {
    required: true,
    max_length: 200,
    translatable: false,
    help: 'The data file’s wheel letters and their inches (12–26). The smallest is chosen at first.',
  }),
] as const;

export const electricRangeCalculatorTemplate = defineTemplate({
  key: 'electric_range_calculator',
  name: 'Electric range calculator',
  description:
    'Estimates the range of an electric car or plug-in hybrid from its WLTC figures: the visitor picks the car, engine and wheel size, the outside temperature, climate control, preconditioning, the driving environment (motorway, urban, combined) and the number of occupants. The figures come from the range data file of json_url; each car is a group.',
  short_description: 'Range estimate for electric cars and plug-in hybrids',
  group: 'Tools',
  list_priority: 70,
  thumbnail_url: '/block-thumbnails/electric_range_calculator.svg',
  max_field_groups: maxCars,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.string('json_url', 'Range data (JSON): a path of the site or an https URL', {
      required: true,
      max_length: 2048,
      translatable: false,
      help: 'e.g. /demo/range/range-data.json (a file the site serves) or https://… (a host of the setting outbound.allowed_hosts). Format: decision 0064.',
    }),
    field.string('select_label', 'Car selector label (empty: the default)', { max_length: 60 }),
    field.string('range_label', 'Result label (empty: the default)', { max_length: 60 }),
    field.select('range_unit', 'Range unit', rangeUnits, 'km'),
    field.text('range_disclaimer', 'Disclaimer under the result', { max_length: 1500 }),
    field.jsonValue('modals', 'Explanations behind the info buttons (modals)', defaultModals, {
      help: '{ "driving_environment" | "wheel_size" | "climate_control" | "preconditioning": { "title": "…", "text": "…" } }. A topic left out has no info button.',
    }),
    field.jsonMap('translations', 'Translations (replace the calculator’s words)', {
      help: '{ "key": "text" }, e.g. { "wheel_size": "タイヤサイズ" }. Keys: decision 0064; a text keeps its {{placeholders}}.',
    }),
    ...layoutFields(),
  ],
  field_groups_template: carFields,
});
