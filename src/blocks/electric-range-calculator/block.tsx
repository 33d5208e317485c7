import type { Translate } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { isLinkButtonVisible, LinkButton } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { EditorNotice } from '../calculator-kit/editor-notice';
import { defineBlock } from '../types';
import { buildCalculator, type CalculatorProblem } from './calculator-view';
import { RangeCalculator } from './islands';
import { loadRangeData, type RangeDataLoad } from './load.server';
import { rangeCalculatorIssues } from './rules';
import { defaultModals, electricRangeCalculatorTemplate } from './template';
import { calculatorTexts, readModals } from './texts';

/**
 * The electric range calculator (blocks.md §2.13, decision 0064): the data file of `json_url` is
 * read on the server, each group is a car whose mappers pick its engines and wheel sizes from it,
 * and the island estimates the range as the visitor picks the conditions. Without usable data the
 * block shows visitors nothing and tells the editor's preview why.
 */
export const electricRangeCalculator = defineBlock({
  template: electricRangeCalculatorTemplate,
  defaultContent: {
    fields: {
      title: '航続距離シミュレーター',
      paragraph: '車種と走行条件を選ぶと、満充電からの航続距離の目安を計算します。',
      json_url: '/demo/range/range-data.json',
      range_unit: 'km',
      range_disclaimer:
        '表示される航続距離は、WLTCモードの一充電走行距離（プラグインハイブリッド車はEV走行距離）と電力消費率をもとに、選択した条件から算出した推定値です。実際の航続距離は、気象、道路状況、運転方法、積載量、バッテリーの状態、装備などにより異なります。',
      modals: defaultModals,
      translations: {},
    },
    field_groups: [
      {
        image: { id: 101301, alt: '夕暮れの海岸線を走るジャガー I-PACE（イメージ）' },
        car_name: 'ジャガー I-PACE',
        car_description: '電気モーター2基による四輪駆動の電気自動車。一充電走行距離 438km（WLTCモード）。',
        engine_mapper: 'i-pace_ev400=EV400',
        wheel_size_mapper: 'a)=18, b)=20, c)=22',
      },
      {
        image: { id: 101302, alt: 'レンジローバー（イメージ）' },
        car_name: 'レンジローバー',
        car_description: '3.0L直列6気筒エンジンと38.2kWhのバッテリーを組み合わせたプラグインハイブリッド。',
        car_link: {
          type: 'internal',
          url: '/models/range-rover',
          label: 'レンジローバーを見る',
          target: '_self',
          button_type: 'tertiary',
          size: 'small',
        },
        engine_mapper: 'range_rover_p440e=P440e\nrange_rover_p510e=P510e',
        wheel_size_mapper: 'a)=21, b)=22, c)=23',
      },
      {
        image: { id: 101300, alt: '山道を走るレンジローバー イヴォーク（イメージ）' },
        car_name: 'レンジローバー イヴォーク',
        car_description: '1.5L直列3気筒エンジンと電気モーターのプラグインハイブリッド。街乗りの多くをモーターだけで走れます。',
        engine_mapper: 'range_rover_evoque_p300e=P300e',
        wheel_size_mapper: 'a)=18, b)=20, c)=21',
      },
    ],
  },
  rules: (content) => rangeCalculatorIssues(content),
  load: ({ fields }) => loadRangeData(fields.json_url),
  Component: ({ fields, groups, data, context }) => {
    const { t, blockId } = context;
    if (data.status !== 'ok')
      return <RangeNotice problems={[dataProblem(data, fields.json_url, t), t('range_calculator.notice.hidden')]} />;
    const view = buildCalculator(groups, data.data);
    const problems = view.problems.map((problem) => problemText(problem, t));
    if (!view.cars.length) {
      return <RangeNotice problems={[...problems, t('range_calculator.notice.no_cars'), t('range_calculator.notice.hidden')]} />;
    }
    const texts = calculatorTexts(t, fields.translations);
    if (fields.select_label) texts.select = fields.select_label;
    if (fields.range_label) texts.range = fields.range_label;
    const cars = view.cars.map((car) => {
      const group = groups[car.group]!;
      return {
        ...car,
        media: group.image ? (
          <Picture
            image={group.image}
            sizes="(min-width: 1340px) 300px, (min-width: 1024px) 23vw, 40vw"
            priority={context.index < 2 && car.group === view.cars[0]!.group}
          />
        ) : undefined,
        link: isLinkButtonVisible(group.car_link) ? <LinkButton link={group.car_link} /> : undefined,
      };
    });
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        {problems.length ? <RangeNotice problems={problems} partial /> : null}
        <RangeCalculator
          id={`range-${blockId}`}
          cars={cars}
          profiles={view.profiles}
          temperature={view.temperature}
          unit={fields.range_unit}
          texts={texts}
          modals={readModals(fields.modals)}
          disclaimer={fields.range_disclaimer || undefined}
          carHeading={itemHeadingLevel(fields.header_tag, Boolean(fields.title))}
        />
      </div>
    );
  },
});

function dataProblem(load: Exclude<RangeDataLoad, { status: 'ok' }>, jsonUrl: string, t: Translate): string {
  switch (load.status) {
    case 'unconfigured':
      return t('range_calculator.notice.unconfigured');
    case 'missing':
      return t('range_calculator.notice.missing', { url: jsonUrl });
    case 'invalid':
      return t('range_calculator.notice.invalid', { url: jsonUrl, problem: load.problem });
    case 'unavailable':
      return t('range_calculator.notice.unavailable', { url: jsonUrl, problem: load.problem });
  }
}

function problemText(problem: CalculatorProblem, t: Translate): string {
  switch (problem.kind) {
    case 'unknown_engine':
      return t('range_calculator.notice.unknown_engine', { car: problem.car, key: problem.key });
    case 'no_wheels':
      return t('range_calculator.notice.no_wheels', { car: problem.car, key: problem.key });
    case 'no_engines':
      return t('range_calculator.notice.no_engines', { car: problem.car });
  }
}

/** What the editor's preview says about the data (calculator-kit's notice); without `partial` there is no calculator. */
function RangeNotice({ problems, partial = false }: { problems: string[]; partial?: boolean }) {
  return <EditorNotice lines={problems} unavailable={!partial} hook="data-range-notice" />;
}
