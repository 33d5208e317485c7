import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { CollectionModal } from './islands';
import { modalProblems, readImageRows, readModalTable } from './modal-content';
import { inspiredCollectionTemplate } from './template';
import styles from './inspired-collection.module.css';

/**
 * Four images in a mosaic (the first large), and the collection's details — image rows and a
 * table — in the site's modal, opened by the island; without JavaScript they open in place.
 */
export const inspiredCollection = defineBlock({
  template: inspiredCollectionTemplate,
  defaultContent: {
    fields: {
      title: 'インスパイアード・コレクション',
      paragraph: '旅の記憶から生まれた、上質なアクセサリーとライフスタイルアイテム。',
      image_1: { id: 101301, alt: '夕暮れの海岸線を走るSUV' },
      image_2: { id: 101327, alt: '霧の中の林道' },
      image_3: { id: 101303, alt: 'ディフェンダー' },
      image_4: { id: 101304, alt: 'ディスカバリー' },
      modal_title: 'コレクションのご紹介',
      modal_image_rows: [
        {
          images: [1, 2],
          title: '旅を彩るトラベルギア',
          text: '車内に美しく収まるよう設計した、撥水レザーのラゲッジセット。長い旅路にも上質さを添えます。',
        },
        {
          images: [3, 4],
          title: 'アウトドアのための装備',
          text: 'ルーフキャリアやサイクルキャリアなど、週末の冒険を支える純正アクセサリーをご用意しています。',
        },
      ],
      modal_table: {
        caption: 'コレクションのアイテムと価格（税込）',
        columns: ['アイテム', '価格（税込）'],
        rows: [
          ['レザー ウィークエンドバッグ', '88,000円'],
          ['ルーフキャリア', '165,000円'],
          ['サイクルキャリア（ルーフ取付）', '49,500円'],
        ],
      },
    },
    field_groups: [],
  },
  rules: ({ fields }) => modalProblems(fields),
  Component: ({ fields, context }) => {
    const { t, blockId } = context;
    const images = [fields.image_1, fields.image_2, fields.image_3, fields.image_4];
    const rows = readImageRows(fields.modal_image_rows);
    const table = readModalTable(fields.modal_table);
    const titleId = `inspired-collection-${blockId}-title`;
    // The modal is a page of its own: its title is an h2 and its rows' titles h3, whatever the block's level.
    const rowLevel = itemHeadingLevel('h2', Boolean(fields.modal_title));
    const eager = context.index < 2;
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} className={styles.paragraph} />
        <ul className={styles.mosaic}>
          {images.map((image, i) => (
            <li key={i} className={styles.tile}>
              <Picture
                image={image}
                sizes={i === 0 ? '(min-width: 741px) 50vw, 100vw' : '(min-width: 741px) 25vw, 50vw'}
                priority={eager && i === 0}
                className={styles.picture}
              />
            </li>
          ))}
        </ul>
        {rows.length || table ? (
          <CollectionModal
            buttonLabel={fields.modal_button_label || t('inspired_collection.open')}
            closeLabel={t('inspired_collection.close')}
            titleId={fields.modal_title ? titleId : undefined}
            label={fields.modal_title || fields.title || t('inspired_collection.open')}
          >
            <div className={styles.modal}>
              {fields.modal_title ? (
                <Heading level="h2" size="m" id={titleId}>
                  {fields.modal_title}
                </Heading>
              ) : null}
              {rows.map((row, i) => (
                <div key={i} className={styles.row} data-reverse={i % 2 === 1 ? '' : undefined}>
                  <div className={styles.rowImages} data-count={row.images.length}>
                    {row.images.map((n, j) => (
                      <Picture key={j} image={images[n - 1]} sizes="(min-width: 741px) 480px, 100vw" className={styles.picture} />
                    ))}
                  </div>
                  {row.title || row.text ? (
                    <div className={styles.rowText}>
                      {row.title ? (
                        <Heading level={rowLevel} size="s">
                          {row.title}
                        </Heading>
                      ) : null}
                      {row.text ? <p>{row.text}</p> : null}
                    </div>
                  ) : null}
                </div>
              ))}
              {table ? (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    {table.caption ? <caption>{table.caption}</caption> : null}
                    <thead>
                      <tr>
                        {table.columns.map((column, i) => (
                          <th key={i} scope="col">
                            {column}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {table.rows.map((cells, i) => (
                        <tr key={i}>
                          {cells.map((value, j) =>
                            j === 0 ? (
                              <th key={j} scope="row">
                                {value}
                              </th>
                            ) : (
                              <td key={j}>{value}</td>
                            ),
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </div>
          </CollectionModal>
        ) : null}
      </div>
    );
  },
});
