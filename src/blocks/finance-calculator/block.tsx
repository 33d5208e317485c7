import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { EditorNotice } from '../calculator-kit/editor-notice';
import type { CatalogueRef } from '../types';
import { defineBlock } from '../types';
import { parseNameplateFilter } from './catalogue-vehicles';
import { resolveProductConfig, type ConfigProblem } from './configuration';
import { FinanceCalculator } from './islands';
import { loadFinanceCalculator } from './load.server';
import { defaultFinanceProduct } from './products';
import type { ProductProps } from './quote-panel';
import { financeCalculatorIssues, problemText } from './rules';
import { financeCalculatorTemplate } from './template';
import { financeTexts } from './texts';
import styles from './finance-calculator.module.css';

const keyPattern = /^[a-z0-9][a-z0-9_-]*$/;

const quoteButton = {
  type: 'form',
  form_id: 'quote',
  label: 'この条件で見積もりを依頼する',
  target: '_self',
  button_type: 'primary',
  size: 'medium',
} as const;
const testDriveButton = {
  type: 'internal',
  url: '/test-drive',
  label: '試乗を予約する',
  target: '_self',
  button_type: 'secondary',
  size: 'medium',
} as const;

/**
 * The finance calculator (blocks.md §2.3 and §4, decision 0063): vehicles of the model catalogue,
 * finance plans from the block's groups, and a payment example from the site's one loan formula
 * with every item the Installment Sales Act (割賦販売法) asks for. The island computes it in the
 * browser as the visitor chooses; the block's disclaimers stand below it for everyone.
 */
export const financeCalculator = defineBlock({
  template: financeCalculatorTemplate,
  defaultContent: {
    fields: {
      title: 'お支払いシミュレーション',
      paragraph: 'モデルとグレード、お支払いプランを選ぶと、月々のお支払い例を計算できます。',
      nameplate_key_filter: 'defender_110, range_rover, discovery',
      models_info: {
        defender_110: { note: '残価設定ローン 特別金利2.9%（期間限定）の対象モデルです。' },
      },
      disclaimers:
        'お支払い例は、メーカー希望小売価格（消費税込）をもとにした参考値です。登録諸費用、オプション、リサイクル料金などは含まれません。\n金利、お支払い回数、頭金などの条件は、キャンペーンや審査の結果により変わることがあります。詳しくは正規販売店にお問い合わせください。\nローンのお取り扱いは、提携の信販会社が行います。',
    },
    field_groups: [
      {
        finance_product: 'PersonalContractPurchaseJP',
        name: '残価設定ローン',
        description:
          '3〜7年後の残価（下取り想定価格）を最終回に据え置き、月々のお支払いを抑えるプランです。満了時は、お乗り換え・ご返却・残価のお支払いからお選びいただけます。',
        main_button: quoteButton,
        additional_buttons: [testDriveButton],
        input_configuration: {
          interest_rate: { default: 2.9 },
          residual_value: { '48': 40, '60': 35, '72': 30, '84': 25 },
          deposit_contribution: { amount: 200_000, label: '頭金サポート（キャンペーン）' },
        },
        output_configuration: { included_items: ['メンテナンスパック（3年間の法定点検・消耗品交換）', '24時間ロードサイドアシスタンス'] },
        disclaimer:
          '残価設定ローンには走行距離の上限があります（契約期間全体でガソリン車120,000km、ディーゼル車150,000km）。上限を超えた場合や内外装に損傷がある場合は、ご返却時に精算が必要です。',
      },
      {
        finance_product: 'HirePurchaseJP',
        name: '通常ローン',
        description: '頭金を除いた金額を、毎月同じ額でお支払いいただくプランです。走行距離の制限はなく、完済後はお客様のお車です。',
        main_button: quoteButton,
        additional_buttons: [testDriveButton],
        input_configuration: {},
        output_configuration: {},
      },
      {
        finance_product: 'HirePurchaseBonusJP',
        name: 'ボーナス併用ローン',
        description: '夏と冬のボーナス月にお支払いを加算して、月々のお支払いを抑えるプランです。',
        main_button: quoteButton,
        additional_buttons: [],
        input_configuration: {
          duration: { min: 3, max: 7, default: 5, unit: 'years' },
          interest_rate: { default: 3.9 },
          bonus_payment: { min: 0, max: 300_000, default: 100_000, interval: 50_000 },
        },
        output_configuration: { hidden: ['created_at'] },
      },
    ],
  },
  rules: (content) => financeCalculatorIssues(content),
  catalogueRefs: ({ fields }) => {
    const keys = parseNameplateFilter(fields.nameplate_key_filter).filter((key) => keyPattern.test(key));
    const refs: CatalogueRef[] = keys.map((key) => ({ path: ['fields', 'nameplate_key_filter'], kind: 'car', key }));
    const info = fields.models_info;
    if (info && typeof info === 'object' && !Array.isArray(info)) {
      for (const key of Object.keys(info).filter((k) => keyPattern.test(k)))
        refs.push({ path: ['fields', 'models_info'], kind: 'car', key });
    }
    return refs;
  },
  load: ({ fields }, context) => loadFinanceCalculator(fields, context),
  Component: ({ fields, groups, data, context }) => {
    const { t, blockId } = context;
    const texts = financeTexts(t);
    const labels = {
      downPayment: texts.down_payment,
      duration: texts.duration,
      interestRate: texts.interest_rate,
      bonus: texts.bonus_payment,
      contribution: texts.contribution,
    };
    const notices: string[] = [];
    if (data.unknownKeys.length) notices.push(t('finance_calculator.notice.unknown_models', { keys: data.unknownKeys.join('、') }));
    const plans = groups.length
      ? groups
      : [{ finance_product: defaultFinanceProduct, name: t('finance_calculator.default_product'), additional_buttons: [] }];
    if (!groups.length) notices.push(t('finance_calculator.notice.no_products', { name: plans[0]!.name }));

    const products: ProductProps[] = plans.map((group, i) => {
      const { config, inputProblems, outputProblems } = resolveProductConfig(group, labels, data.siteApr);
      const notice = (field: 'input' | 'output', problem: ConfigProblem) =>
        t('finance_calculator.notice.config', {
          n: i + 1,
          name: group.name,
          field: t(`finance_calculator.rules.${field}`),
          detail: problemText(problem, field, t),
        });
      notices.push(...inputProblems.map((p) => notice('input', p)), ...outputProblems.map((p) => notice('output', p)));
      return {
        name: group.name,
        description: 'description' in group ? group.description || undefined : undefined,
        link: 'link' in group ? group.link : null,
        mainButton: 'main_button' in group ? group.main_button : null,
        additionalButtons: group.additional_buttons,
        disclaimer: 'disclaimer' in group ? group.disclaimer || undefined : undefined,
        config,
      };
    });

    if (!data.vehicles.length) return <Notice unavailable lines={[...notices, t('finance_calculator.notice.no_vehicles')]} />;
    const disclaimers = (fields.disclaimers ?? '')
      .split(/\n+/)
      .map((line) => line.trim())
      .filter(Boolean);
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        {notices.length ? <Notice lines={[...notices, t('finance_calculator.notice.preview_only')]} /> : null}
        <FinanceCalculator
          id={`finance-${blockId}`}
          calculatorStyle={fields.calculator_style}
          stepHeading={itemHeadingLevel(fields.header_tag, Boolean(fields.title))}
          vehicles={data.vehicles}
          products={products}
          texts={texts}
          hideFreeItems={fields.hide_free_items}
        />
        {disclaimers.length ? (
          <div className={styles.disclaimers}>
            {disclaimers.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
    );
  },
});

/** What the editor's preview says about the block (calculator-kit's notice). */
function Notice({ lines, unavailable = false }: { lines: string[]; unavailable?: boolean }) {
  return <EditorNotice lines={lines} unavailable={unavailable} hook="data-finance-notice" />;
}
