import { itemHeadingLevel } from '@/ui/heading';
import { BlockIntro } from '@/ui/block-intro';
import { Picture } from '@/ui/picture';
import { getT } from '@/i18n/i18n';
import { outcomeItemIssues } from '../quiz-kit/rules';
import { quizLabels } from '../quiz-kit/text';
import { defineBlock } from '../types';
import { FuelQuiz } from './islands';
import { fuelTypes, type FuelType } from './matching';
import { fuelQuestionViews } from './questions';
import { FuelAlternativeView, FuelOverview, FuelResultView } from './result-view';
import { fuelTypeQuizTemplate, type FuelResultFields } from './template';
import type { FuelView } from './fuel-quiz.client';
import styles from './fuel-type-quiz.module.css';

const link = (url: string, label: string, button_type: 'primary' | 'secondary' | 'tertiary' = 'primary') => ({
  type: 'internal' as const,
  url,
  label,
  target: '_self' as const,
  button_type,
  size: button_type === 'tertiary' ? ('small' as const) : ('medium' as const),
});
/** The stock search of one fuel type (the stock locator's engine type filter). */
const stockOf = (engineTypes: string) => `/stock?filter%5Bengine_type_includes%5D=${engineTypes}`;
const testDrive = link('/test-drive', '試乗を予約する');

/**
 * The fuel type quiz (blocks.md §2.1, decision 0061). The server renders the intro, translates
 * the questions and renders every result view; the island runs the steps and picks the view the
 * answers match. Without JavaScript the intro and each fuel type's description are still there.
 */
export const fuelTypeQuiz = defineBlock({
  template: fuelTypeQuizTemplate,
  defaultContent: {
    fields: {
      title: 'あなたに合うパワートレインは？',
      paragraph:
        '5つの質問に答えるだけで、あなたの走り方に合うパワートレイン（ガソリン、ディーゼル、プラグインハイブリッド、電気）がわかります。所要時間は1分ほどです。',
      image: { id: 101302, alt: '湖畔に停まるSUV' },
      also_consider_label: 'こちらもおすすめ',
    },
    field_groups: [
      {
        fuel_type: 'petrol',
        title: 'ガソリン車',
        image: { id: 101301, alt: '夕暮れの海岸線を走るSUV' },
        introduction: '走行距離が短めで、街乗りから週末のドライブまで気軽に楽しむあなたには、ガソリン車がぴったりです。',
        description:
          'ガソリンエンジンは静かでなめらかに回り、軽快な加速を楽しめます。給油は全国のガソリンスタンドで数分。充電の計画を立てる必要もなく、車両価格も抑えやすいのが魅力です。',
        advantages: '車両価格を抑えやすい\n給油は数分、全国どこでもできる\n静かでなめらかなエンジンと軽快な加速',
        disadvantages: '走行距離が多いと燃料代がかさむ\nCO2排出量はディーゼル車や電動車より多め',
        vehicle_link: link(stockOf('petrol,petrol_mhev'), 'ガソリン車の在庫を見る'),
        other_option_link: link(stockOf('petrol,petrol_mhev'), 'ガソリン車も見てみる', 'tertiary'),
        aside_title: '試乗で走りを確かめる',
        aside_text: 'お近くの販売店で、ガソリンモデルの走りをお試しください。',
        aside_primary_link: testDrive,
        aside_secondary_link: link('/quote', '見積もりを依頼する', 'secondary'),
      },
      {
        fuel_type: 'diesel',
        title: 'ディーゼル車',
        image: { id: 101303, alt: '砂丘を進むディフェンダー' },
        introduction: '長い距離をよく走り、荷物の多い旅や牽引もこなしたいあなたには、力強く燃費に優れたディーゼル車がおすすめです。',
        description:
          'ディーゼルエンジンは低い回転から大きなトルクを生み、高速道路の長距離移動や坂道、トレーラーの牽引でも余裕のある走りを見せます。軽油はガソリンより安価なことが多く、走行距離が多いほど燃料代の差が大きくなります。',
        advantages:
          '低回転から力強いトルクで、牽引や坂道も余裕\n燃費がよく、少ない給油で長距離を走れる\n軽油はガソリンより安価なことが多い',
        disadvantages: '近距離の走行ばかりでは排出ガス浄化装置の再生が進みにくい\n車両価格はガソリン車より高め',
        vehicle_link: link(stockOf('diesel,diesel_mhev'), 'ディーゼル車の在庫を見る'),
        other_option_link: link(stockOf('diesel,diesel_mhev'), 'ディーゼル車も見てみる', 'tertiary'),
        aside_title: '試乗で力強さを確かめる',
        aside_text: '高速道路や坂道での余裕ある走りを、お近くの販売店でお試しください。',
        aside_primary_link: testDrive,
        aside_secondary_link: link('/quote', '見積もりを依頼する', 'secondary'),
      },
      {
        fuel_type: 'phev',
        title: 'プラグインハイブリッド車（PHEV）',
        image: { id: 101300, alt: '山道を走るSUV' },
        introduction:
          '毎日の近距離は電気で、週末の遠出はエンジンで。どちらもこなしたいあなたには、プラグインハイブリッド車がおすすめです。',
        description:
          '充電した電気でモーター走行し、電気が少なくなるとエンジンとモーターを組み合わせて走ります。通勤や買い物など日々の移動の多くを電気でまかないながら、長距離でも充電を気にせず出かけられます。',
        advantages: '日常の近距離は電気だけで走れる\n長距離は給油で走れるので、充電切れの心配がない\nモーターのアシストで静かで力強い走り',
        disadvantages: '充電しないと燃費の良さを活かしきれない\n車両価格はガソリン車より高め',
        vehicle_link: link(stockOf('phev'), 'プラグインハイブリッド車の在庫を見る'),
        other_option_link: link(stockOf('phev'), 'プラグインハイブリッド車も見てみる', 'tertiary'),
        aside_title: '充電と給油の使い分けを相談する',
        aside_text: 'ご自宅の充電環境や走行距離に合わせて、販売店のスタッフが上手な使い方をご提案します。',
        aside_primary_link: link('/contact', '販売店に相談する'),
        aside_secondary_link: link('/test-drive', '試乗を予約する', 'secondary'),
      },
      {
        fuel_type: 'bev',
        title: '電気自動車（BEV）',
        image: { id: 101327, alt: '霧の中の林道を進むSUV' },
        introduction: '毎日の走行が近距離中心で、自宅で充電できるあなたには、電気自動車がぴったりです。',
        description:
          'モーターだけで走る電気自動車は、走行中にCO2を排出せず、静かでなめらかな加速が魅力です。自宅で夜のあいだに充電すれば毎朝満充電で出発でき、燃料代も抑えられます。',
        advantages:
          '走行中のCO2排出ゼロ\n静かでなめらか、力強い加速\n自宅で充電でき、給油に行く必要がない\nエンジンオイル交換などのメンテナンスが少ない',
        disadvantages:
          '長距離ドライブでは充電の計画が必要\n急速充電でも給油より時間がかかる\n車両価格は高め（補助金の対象になる場合があります）',
        vehicle_link: link(stockOf('bev'), '電気自動車の在庫を見る'),
        other_option_link: link(stockOf('bev'), '電気自動車も見てみる', 'tertiary'),
        aside_title: 'ご自宅の充電設備について',
        aside_text: '充電設備の設置や、国・自治体の補助金について、販売店でご案内しています。',
        aside_primary_link: link('/contact', '販売店に相談する'),
        aside_secondary_link: link('/test-drive', '試乗を予約する', 'secondary'),
      },
    ],
  },
  rules: ({ field_groups }) => outcomeItemIssues(field_groups, 'fuel_type', (type) => getT('ja')(`quiz_kit.fuel.types.${type}`)),
  Component: ({ fields, groups, context }) => {
    const { t, blockId } = context;
    const id = `fuel-quiz-${blockId}`;
    const titleId = `${id}-title`;
    const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    const subLevel = itemHeadingLevel(level, true);
    const questions = fuelQuestionViews(t, fields);
    // One view per fuel type: the first item of each (a save rule refuses a second).
    const byType = new Map<FuelType, FuelResultFields>();
    for (const group of groups) if (!byType.has(group.fuel_type)) byType.set(group.fuel_type, group);
    const ordered = fuelTypes.flatMap((type) => byType.get(type) ?? []);
    const views: Partial<Record<FuelType, FuelView>> = Object.fromEntries(
      ordered.map((view) => [
        view.fuel_type,
        {
          name: view.title,
          main: <FuelResultView view={view} t={t} level={level} subLevel={subLevel} />,
          alternative: <FuelAlternativeView view={view} />,
          announcement: t('quiz_kit.fuel.result_announcement', { name: view.title }),
        },
      ]),
    );
    const intro = (
      <>
        {fields.paragraph ? <p className={styles.introText}>{fields.paragraph}</p> : null}
        {fields.image ? (
          <Picture
            image={fields.image}
            sizes="(min-width: 1340px) 1200px, 100vw"
            priority={context.index < 2}
            className={styles.introPicture}
          />
        ) : null}
      </>
    );
    return (
      <div className="grid-container">
        <BlockIntro fields={{ ...fields, paragraph: undefined }} headingId={titleId} />
        {ordered.length ? (
          <>
            <FuelQuiz
              id={id}
              headingLevel={level}
              subHeadingLevel={subLevel}
              titleId={fields.title ? titleId : undefined}
              questions={questions}
              labels={quizLabels(t, questions.length)}
              intro={intro}
              views={views}
              alsoConsiderLabel={fields.also_consider_label || t('quiz_kit.fuel.also_consider')}
              startAgainLabel={t('quiz_kit.common.start_again')}
            />
            <noscript>
              <FuelOverview views={ordered} level={level} note={t('quiz_kit.fuel.noscript')} />
            </noscript>
          </>
        ) : (
          intro
        )}
      </div>
    );
  },
});
