import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { defineBlock } from '../types';
import { cellOf } from './cells';
import { financeOptionsTableIssues } from './rules';
import { financeOptionsTableTemplate, tableColumns } from './template';
import styles from './finance-options-table.module.css';

/**
 * Finance products compared side by side (blocks.md §2.3 "Finance options table content item",
 * decision 0063): a real table — caption, column headings for the products, row headings for what
 * is compared — so screen readers announce each cell with its product and its point. On phones it
 * scrolls sideways in a focusable region, the row headings staying in view. Server HTML only.
 */
export const financeOptionsTable = defineBlock({
  template: financeOptionsTableTemplate,
  defaultContent: {
    fields: {
      title: 'お支払い方法を比べる',
      paragraph: 'ライフスタイルに合わせて、3つのお支払い方法からお選びいただけます。',
      column_1: '残価設定ローン',
      column_2: '通常ローン',
      column_3: '個人リース',
      highlight_column: '1',
      disclaimer: '○：あり　×：なし　△：条件によりあり。リースは提携リース会社のプランです。詳しい条件は正規販売店にお問い合わせください。',
      buttons: [{ type: 'internal', url: '/quote', label: '見積もりを依頼する', target: '_self', button_type: 'primary', size: 'medium' }],
    },
    field_groups: [
      { label: '月々のお支払い', value_1: '抑えられる', value_2: '標準', value_3: '抑えられる（税金・車検費用込み）' },
      { label: '頭金', value_1: '0円から', value_2: '0円から', value_3: '不要' },
      { label: '契約期間', value_1: '3〜7年', value_2: '1〜7年', value_3: '3〜7年' },
      { label: '走行距離の制限', value_1: '○（契約期間全体で120,000km）', value_2: '×', value_3: '○（月1,500km）' },
      { label: 'ボーナス払い', value_1: '○', value_2: '○', value_3: '×' },
      { label: '繰り上げ返済', value_1: '△（一括返済のみ）', value_2: '○', value_3: '×' },
      { label: '契約満了時', value_1: 'お乗り換え・ご返却・残価のお支払いから選択', value_2: '—', value_3: 'ご返却または再リース' },
      { label: '車の名義', value_1: '信販会社（完済後はお客様）', value_2: '信販会社（完済後はお客様）', value_3: 'リース会社' },
    ],
  },
  rules: (content) => financeOptionsTableIssues(content),
  Component: ({ fields, groups, context }) => {
    const { t, blockId } = context;
    const columns = tableColumns.flatMap((n) => {
      const name = fields[`column_${n}`]?.trim();
      return name ? [{ n, name, highlight: fields.highlight_column === n }] : [];
    });
    // Saved before the rule that asks for a column: visitors get nothing, the editor's preview says why.
    if (!columns.length) {
      return (
        <p hidden className={styles.notice} data-finance-table-empty="">
          {t('finance_calculator.table.rules_no_column')}
        </p>
      );
    }
    const name = fields.caption?.trim() || fields.title?.trim() || t('finance_calculator.table.default_name');
    const captionId = `finance-table-${blockId}-caption`;
    const badge = fields.highlight_label?.trim() || t('finance_calculator.table.recommended');
    const meaning = (key: string) => t(`finance_calculator.table.${key}`);
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        <div className={styles.scroller} role="region" aria-label={t('finance_calculator.table.region', { name })} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className={fields.caption?.trim() ? styles.caption : 'visually-hidden'}>
              {name}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.corner}>
                  <span className="visually-hidden">{t('finance_calculator.table.corner')}</span>
                </th>
                {columns.map((column) => (
                  <th key={column.n} scope="col" data-highlight={column.highlight ? '' : undefined}>
                    {column.highlight ? <span className={styles.badge}>{badge}</span> : null}
                    <span className={styles.product}>{column.name}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {groups.map((row, i) => (
                <tr key={i}>
                  <th scope="row">{row.label}</th>
                  {columns.map((column) => {
                    const cell = cellOf(row[`value_${column.n}`]);
                    return (
                      <td key={column.n} data-highlight={column.highlight ? '' : undefined}>
                        {cell.symbol ? (
                          <>
                            <span aria-hidden="true" className={styles.mark} data-meaning={cell.symbol.meaning}>
                              {cell.symbol.mark}
                            </span>
                            <span className="visually-hidden">{meaning(cell.symbol.meaning)}</span>
                          </>
                        ) : null}
                        {cell.text ? <span className={styles.text}>{cell.text}</span> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {fields.disclaimer ? <p className={styles.disclaimer}>{fields.disclaimer}</p> : null}
        <LinkButtons links={fields.buttons} />
      </div>
    );
  },
});
