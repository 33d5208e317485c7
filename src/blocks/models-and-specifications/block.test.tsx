import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { AppError } from '@/lib/app-error';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import shared from '../model-spec-shared/model-spec.module.css';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import styles from './models-and-specifications.module.css';

vi.mock('@/features/models/catalogue.server', () => ({ getModelCatalogue: vi.fn() }));

const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent?.trim());
const cardsOf = (section: Element) => [...section.querySelectorAll(`.${styles.cards} > li`)];
/** The accordion of a card: its item titles, and whether it has the OPEN ALL toggle. */
const accordionOf = (card: Element) => {
  const accordion = card.querySelector('[data-analytics="accordion"]');
  return accordion && { items: texts(accordion, 'details > summary'), toggle: accordion.querySelector('button')?.textContent ?? null };
};

describe('models and specifications', () => {
  beforeEach(() => vi.mocked(getModelCatalogue).mockResolvedValue(fixtureCatalogue()));

  it('renders its default content: a card per model with fuel labels, price, specification accordion and page link', async () => {
    const section = await renderBlockSection('models_and_specifications');
    expect(section.querySelector('h2')!.textContent).toBe('モデルと主要諸元');
    expect(section.querySelector('p')!.textContent).toBe('モデルを選んで、主な仕様と価格をご確認ください。');
    const cards = cardsOf(section);
    expect(cards.map((card) => card.querySelector('h3')!.textContent)).toEqual(['ディフェンダー 110', 'レンジローバー', 'ディスカバリー']);
    expect(cards.map((card) => texts(card, `.${shared.badges} > li`))).toEqual([
      ['ハイブリッド'],
      ['電気自動車', 'ハイブリッド'],
      ['ハイブリッド', 'ガソリン・ディーゼル'],
    ]);
    expect(cards[0]!.querySelector(`.${shared.badges}`)!.getAttribute('aria-label')).toBe('パワートレイン');
    expect(cards.map((card) => texts(card, `.${shared.price} span`))).toEqual([
      ['メーカー希望小売価格（消費税込）', '10,280,000円〜'],
      ['メーカー希望小売価格（消費税込）', '19,940,000円〜'],
      ['メーカー希望小売価格（消費税込）', '10,490,000円〜'],
    ]);
    expect(cards[1]!.querySelector(`.${shared.meta}`)!.textContent).toBe('表示の数値・価格：レンジローバー P400 SE（2027年モデル）');
    expect(cards.map(accordionOf)).toEqual([
      { items: ['寸法・重量', 'エンジン', '性能'], toggle: 'すべて開く' },
      { items: ['寸法・重量'], toggle: null },
      { items: ['寸法・重量', 'エンジン', '性能'], toggle: 'すべて開く' },
    ]);
    const rows = cards[0]!.querySelector('details dl')!;
    expect([...rows.querySelectorAll('div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent])).toEqual([
      ['全長', '5,018mm'],
      ['全幅', '2,008mm'],
      ['全高', '1,967mm'],
      ['車両重量', '2,380kg'],
    ]);
    // The toggle controls its own card's items.
    const toggle = cards[0]!.querySelector('button')!;
    expect(cards[0]!.querySelector(`#${toggle.getAttribute('aria-controls')} > details`)).not.toBeNull();
    // The accordion shows everything: no additional specification.
    expect(cards.map((card) => card.querySelectorAll('details').length)).toEqual([3, 1, 3]);
    // A model with its own page links to it, as a model selection; one without has no link.
    const links = cards.map((card) => card.querySelector('a'));
    expect([links[0]!.getAttribute('href'), links[0]!.textContent]).toEqual(['/models/defender', '詳しく見る（ディフェンダー 110）']);
    expect([links[0]!.getAttribute('data-analytics'), links[0]!.getAttribute('data-model')]).toEqual(['model_selection', 'defender_110']);
    expect(links[1]!.getAttribute('data-model')).toBe('range_rover');
    expect(links[2]).toBeNull();
  });

  it('renders the maximal content: twenty groups with every field filled, one of them hidden', async () => {
    const cars = ['defender_110', 'range_rover', 'discovery'];
    const engines = ['p400', 'p400', 'd300'];
    const groups = Array.from({ length: 20 }, (_, i) => ({
      car_key: cars[i % 3],
      is_disabled: i === 1,
      car_title: `モデル${i + 1}`,
      price: 9_990_000 + i,
      electric_label: 'EV',
      petrol_label: 'ICE',
      hybrid_label: 'HV',
      accordion_schema: {
        engine_key: engines[i % 3],
        sections: [{ group: '寸法・重量', title: 'サイズ', rows: ['全長'], open: i === 0 }],
      },
      additional_specification_label: '全仕様',
      additional_specification: `<p>注記${i + 1}</p>`,
    }));
    const fields = {
      title: 'ラインアップ',
      header_tag: 'h3',
      paragraph: '全モデル',
      toggle_label: 'OPEN ALL',
      collapse_label: 'CLOSE ALL',
    };
    const section = await renderBlockSection('models_and_specifications', { fields, groups });
    const cards = cardsOf(section);
    expect(cards).toHaveLength(19);
    expect(cards.map((card) => card.querySelector('h4')!.textContent)).toEqual(
      Array.from({ length: 20 }, (_, i) => `モデル${i + 1}`).filter((_, i) => i !== 1),
    );
    expect(texts(cards[1]!, `.${shared.badges} > li`)).toEqual(['HV', 'ICE']);
    expect(texts(cards[0]!, `.${shared.price} span`)[1]).toBe('9,990,000円〜');
    expect(cards[0]!.querySelector(`.${shared.meta}`)!.textContent).toBe('表示の数値：ディフェンダー 110 P400 X（2027年モデル）');
    const item = cards[0]!.querySelector('[data-analytics="accordion"] details')!;
    expect([item.querySelector('summary')!.textContent, item.hasAttribute('open'), texts(item, 'dt')]).toEqual(['サイズ', true, ['全長']]);
    expect(cards[3]!.querySelector('[data-analytics="accordion"] details')!.hasAttribute('open')).toBe(false);

    // What the accordion leaves out, and the editor's text, are in the modal (in place without JavaScript).
    const modal = [...cards[0]!.querySelectorAll('details')].find((d) => !d.closest('[data-analytics="accordion"]'))!;
    expect(modal.querySelector('summary')!.textContent).toBe('全仕様');
    expect(modal.querySelector('h2')!.textContent).toBe('モデル1のその他の仕様');
    expect(texts(modal, 'h3')).toEqual(['寸法・重量', 'エンジン', '性能']);
    expect(texts(modal, 'dt').slice(0, 3)).toEqual(['全幅', '全高', '車両重量']);
    expect(modal.querySelector('p')!.textContent).toBe('注記1');
    expect(blockRegistry.models_and_specifications.schemas.save.safeParse({ fields, field_groups: groups }).success).toBe(true);
    const tooMany = blockRegistry.models_and_specifications.schemas.save.safeParse({ fields, field_groups: [...groups, groups[0]] });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual(['At most 20 items']);
  });

  it('uses the editor’s toggle labels for every card’s accordion', async () => {
    const section = await renderBlockSection('models_and_specifications', {
      fields: { toggle_label: 'OPEN ALL', collapse_label: 'CLOSE ALL' },
    });
    expect(texts(section, '[data-analytics="accordion"] > div > button')).toEqual(['OPEN ALL', 'OPEN ALL']);
  });

  it('leaves out a model the catalogue no longer has behind a notice for the editor, and shows the others', async () => {
    const section = await renderBlockSection('models_and_specifications', {
      groups: [{ car_key: 'defender_90' }, { car_key: 'discovery', accordion_schema: { engine_key: 'ev400' } }, { car_key: 'range_rover' }],
    });
    expect(texts(section, '[data-catalogue-notice][hidden]')).toEqual([
      'モデル「defender_90」はモデルカタログにありません。訪問者にはこのブロックは表示されません（プレビューのみ表示）。',
      'モデル「discovery」にエンジン「ev400」のグレードはありません。訪問者にはこのブロックは表示されません（プレビューのみ表示）。',
    ]);
    expect(cardsOf(section).map((card) => card.querySelector('h3')!.textContent)).toEqual(['レンジローバー']);
  });

  it('refuses a schema that does not fit on save, at the group’s field', () => {
    try {
      validateBlockContent('models_and_specifications', {
        field_groups: [{ car_key: 'discovery' }, { car_key: 'discovery', accordion_schema: { sections: [] } }],
      });
      expect.unreachable();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.errors.map((e) => [e.pointer, e.detail])).toEqual([
        ['content.field_groups.1.accordion_schema', 'sections は1〜20個のセクションの配列で入力してください。'],
      ]);
    }
  });

  it('names each group’s car, and the engine of its schema, for the save-time catalogue check', () => {
    const refs = blockRegistry.models_and_specifications.catalogueRefs!({
      fields: {},
      field_groups: [
        { car_key: 'discovery', accordion_schema: { engine_key: 'd300' } },
        { car_key: 'range_rover', accordion_schema: {} },
        // Hidden: a model the catalogue no longer has must not stop the page from saving.
        { car_key: 'discovery_classic', is_disabled: true, accordion_schema: { engine_key: 'v8' } },
      ],
    } as never);
    expect(refs).toEqual([
      { path: ['field_groups', 0, 'car_key'], kind: 'car', key: 'discovery' },
      { path: ['field_groups', 0, 'accordion_schema'], kind: 'engine', key: 'd300' },
      { path: ['field_groups', 1, 'car_key'], kind: 'car', key: 'range_rover' },
    ]);
  });
});
