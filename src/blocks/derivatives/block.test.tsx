import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { AppError } from '@/lib/app-error';
import { fixtureCatalogue } from '../model-spec-shared/fixture-catalogue';
import shared from '../model-spec-shared/model-spec.module.css';
import { blockRegistry } from '../registry';
import { renderBlockSection } from '../test-rendering';
import { validateBlockContent } from '../validate-content';
import styles from './derivatives.module.css';

vi.mock('@/features/models/catalogue.server', () => ({ getModelCatalogue: vi.fn() }));

const cardsOf = (section: Element) =>
  [...section.querySelectorAll(`.${styles.list} > li`)].map((li) => ({
    name: li.querySelector('h3, h4')!.textContent,
    meta: li.querySelector(`.${shared.meta}`)!.textContent,
    figures: [...li.querySelectorAll('dl > div')].map((d) => `${d.querySelector('dt')!.textContent} ${d.querySelector('dd')!.textContent}`),
    price: li.querySelector(`.${shared.priceValue}`)?.textContent ?? null,
    link: li.querySelector('a') && {
      text: li.querySelector('a')!.textContent,
      href: li.querySelector('a')!.getAttribute('href'),
      analytics: li.querySelector('a')!.getAttribute('data-analytics'),
      model: li.querySelector('a')!.getAttribute('data-model'),
    },
  }));

describe('derivatives', () => {
  beforeEach(() => vi.mocked(getModelCatalogue).mockResolvedValue(fixtureCatalogue()));

  it('renders its default content: Discovery’s grades, cheapest first, each linking to the stock search as a model selection', async () => {
    const section = await renderBlockSection('derivatives');
    expect(section.querySelector('h2')!.textContent).toBe('ディスカバリーのグレード');
    const cards = cardsOf(section);
    expect(cards.map((c) => [c.name, c.meta, c.price])).toEqual([
      ['D250 S', '2027年モデル・3.0L 直列6気筒 ディーゼルターボ', '9,800,000円〜'],
      ['D300 S', '2027年モデル・3.0L 直列6気筒 ディーゼル マイルドハイブリッド', '10,490,000円〜'],
      ['P360 HSE', '2027年モデル・3.0L 直列6気筒 ガソリンターボ', '12,100,000円〜'],
    ]);
    expect(cards[1]!.figures).toEqual(['最高速度 209km/h', '0-100km/h加速 7.1秒', '燃料消費率（WLTCモード） 10.2km/L']);
    expect(cards[0]!.link).toEqual({
      text: '在庫車を探す（ディスカバリー D250 S）',
      href: '/stock?filter%5Bnameplate_name_in%5D%5B%5D=discovery',
      analytics: 'model_selection',
      model: 'discovery',
    });
    expect(section.querySelector(`.${shared.disclaimer}`)!.textContent).toBe(
      '燃料消費率はWLTCモードによる値です。価格はメーカー希望小売価格（消費税込）です。',
    );
  });

  it('renders the maximal content: every field filled', async () => {
    const fields = {
      title: 'ディフェンダー 110 のグレード',
      header_tag: 'h3',
      header_size: 'm',
      paragraph: 'すべてのモデルイヤー。',
      paragraph_size: 's',
      car_key: 'defender_110',
      engine_key: 'd300',
      latest_model_year_only: false,
      stock_path: '/used/search',
      link_label: '在庫を見る',
      disclaimer: '注記',
    };
    const section = await renderBlockSection('derivatives', { fields });
    expect(section.querySelector('h3')!.textContent).toBe('ディフェンダー 110 のグレード');
    const cards = cardsOf(section);
    expect(cards.map((c) => [c.name, c.meta.slice(0, 9)])).toEqual([
      ['D300 S', '2027年モデル・'],
      ['D300 X-DYNAMIC SE', '2027年モデル・'],
      ['D300 SE', '2026年モデル・'],
    ]);
    expect(cards[2]!.link).toMatchObject({
      text: '在庫を見る（ディフェンダー 110 D300 SE）',
      href: '/used/search?filter%5Bnameplate_name_in%5D%5B%5D=defender_110',
    });
  });

  it('shows a BEV’s electricity consumption and no link for a stock page that is not a site path', async () => {
    const section = await renderBlockSection('derivatives', {
      fields: { car_key: 'range_rover', engine_key: 'ev400', stock_path: 'https://evil.example' },
    });
    const [card] = cardsOf(section);
    expect(card!.figures).toEqual(['最高速度 200km/h', '0-100km/h加速 4.8秒', '電力消費率（WLTCモード） 219Wh/km']);
    expect(card!.link).toBeNull();
  });

  it('shows only the editor’s notice when the catalogue no longer has the car', async () => {
    const section = await renderBlockSection('derivatives', { fields: { car_key: 'defender_90' } });
    expect(section.querySelector('li')).toBeNull();
    expect(section.querySelector('[data-catalogue-notice]')!.hasAttribute('hidden')).toBe(true);
  });

  it('refuses a stock page that is not a path of this site on save', () => {
    expect(() => validateBlockContent('derivatives', { fields: { car_key: 'discovery', stock_path: '/stock' } })).not.toThrow();
    try {
      validateBlockContent('derivatives', { fields: { car_key: 'discovery', stock_path: '//evil.example' } });
      expect.unreachable();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.errors.map((e) => [e.pointer, e.detail])).toEqual([
        [
          'content.fields.stock_path',
          '在庫検索ページは「/」で始まるサイト内のパスで、「?」「#」を含めずに入力してください（例：/stock）。',
        ],
      ]);
    }
  });

  it('names its keys for the save-time catalogue check', () => {
    const refs = blockRegistry.derivatives.catalogueRefs!({
      fields: { car_key: 'discovery', engine_key: 'd300' },
      field_groups: [],
    } as never);
    expect(refs.map((r) => [r.kind, r.key])).toEqual([
      ['car', 'discovery'],
      ['engine', 'd300'],
    ]);
  });
});
