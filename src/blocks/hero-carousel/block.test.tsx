import { describe, expect, it } from 'vitest';
import headingStyles from '@/ui/heading.module.css';
import { blockRegistry } from '../registry';
import { RenderBlocks } from '../render-blocks';
import { parseHtml, renderBlockSection, renderToHtml, storedBlock, testEnvironment, testImage } from '../test-rendering';
import { heroCarouselLimits } from './template';
import styles from './hero-carousel.module.css';

/** What a visitor without JavaScript gets: every slide, in order, with its texts, picture and button. */
function slidesOf(section: HTMLElement) {
  return [...section.querySelectorAll<HTMLElement>('[aria-roledescription="スライド"]')].map((slide) => ({
    name: slide.getAttribute('aria-label'),
    heading: slide.querySelector('h2, h3')?.textContent ?? null,
    text: slide.querySelector(`.${styles.description}`)?.textContent ?? null,
    price: slide.querySelector(`.${styles.price}`)?.textContent ?? null,
    alt: slide.querySelector('img')?.getAttribute('alt') ?? null,
    link: slide.querySelector('a') ? [slide.querySelector('a')!.textContent, slide.querySelector('a')!.getAttribute('href')] : null,
  }));
}
const indicatorsOf = (section: HTMLElement) =>
  [...section.querySelectorAll<HTMLAnchorElement>('[aria-label="表示するスライドを選ぶ"] a')].map((a) => [
    a.getAttribute('href'),
    a.textContent,
  ]);

/** Every field of a slide, at its limit. */
const fullSlide = (n: number) => ({
  image: { id: 500 + n, alt: `代替テキスト${n}` },
  wide_image: { id: 600 + n, alt: `ワイド${n}` },
  info: `見出し${n}`.padEnd(120, '。'),
  description: `説明${n}`.padEnd(400, '。'),
  price: `メーカー希望小売価格（消費税込）${n}00万円〜`,
  button_link: { type: 'internal', url: `/models/${n}`, label: `ボタン${n}`, target: '_self', button_type: 'primary', size: 'medium' },
  custom_duration: true,
  slide_duration_limit: heroCarouselLimits.maxDurationMs,
  video_type: n % 2 ? 'video_background' : 'video',
  video_url: `https://video.example.jp/${n}.mp4`,
  mobile_video_url: `/media/video/${n}-phone.mp4`,
  video_styles: 'contain',
});
const allOptions = {
  autoplay: true,
  show_play_pause: true,
  slide_duration: heroCarouselLimits.maxDurationMs,
  has_timer: true,
  has_banner: true,
  has_wide_ratio: true,
  high_layout: true,
  has_touch_devices_slides_limit: true,
  has_mobile_video: true,
  is_ffi: true,
  offer_key: 'spring-2026',
  has_mxo: true,
  header_tag: 'h3',
  header_size: 'l',
  paragraph_size: 'l',
  theme: 'light-theme',
  border_grid_class: 'border-bottom',
  header_font: 'secondary',
  block_scroll_id: 'main-visual',
};
const maxSlides = Array.from({ length: heroCarouselLimits.maxSlides }, (_, i) => fullSlide(i + 1));

describe('hero carousel', () => {
  it('renders its default content as a carousel region of three slides that works without JavaScript', async () => {
    const section = await renderBlockSection('hero_carousel');
    expect(section.className.split(' ')).toEqual(['block', 'dark-theme', 'no-border']);
    const region = section.querySelector('[role="region"]')!;
    expect([region.getAttribute('aria-roledescription'), region.getAttribute('aria-label')]).toEqual(['カルーセル', 'メインビジュアル']);
    expect(slidesOf(section)).toEqual([
      {
        name: '3枚中1枚目',
        heading: '新型ディフェンダー 110',
        text: 'どんな道も、自分らしく。進化した走破性と上質な室内空間。',
        price: 'メーカー希望小売価格（消費税込）898万円〜',
        alt: '山道を走るSUV',
        link: ['モデルを見る', '/models'],
      },
      {
        name: '3枚中2枚目',
        heading: '夕暮れの海岸線を、静かに。',
        text: '電動化したパワートレインが、しなやかで力強い走りを生み出します。',
        price: null,
        alt: '夕暮れの海岸線',
        link: ['在庫車を探す', '/stock'],
      },
      {
        name: '3枚中3枚目',
        heading: '認定中古車フェア開催中',
        text: '厳しい点検をクリアした認定中古車を、全国の正規販売店で。',
        price: null,
        alt: 'レンジローバー',
        link: ['認定中古車を見る', '/stock?filter%5Bstate_in%5D%5B%5D=approved'],
      },
    ]);
    // The dots are plain links to each slide; their names are read, not shown.
    expect(indicatorsOf(section)).toEqual([
      ['#hero-7-slide-1', '新型ディフェンダー 110'],
      ['#hero-7-slide-2', '夕暮れの海岸線を、静かに。'],
      ['#hero-7-slide-3', '認定中古車フェア開催中'],
    ]);
    expect(section.querySelector('#hero-7-slide-2')!.getAttribute('role')).toBe('group');
    expect(section.querySelector('[aria-label="表示するスライドを選ぶ"] span')!.className).toBe('visually-hidden');
    // Buttons that need JavaScript are the island's own, added once it runs: none in the HTML.
    expect(section.querySelectorAll('button')).toHaveLength(0);
    expect(section.querySelector('h2')!.className).toContain(headingStyles['size-xl']);
    expect(section.querySelector(`.${styles.hero}`)!.className).toContain(styles.classic);
  });

  it('loads the first slide’s image at once in the first two blocks, the others lazily', async () => {
    const loading = async (options: Parameters<typeof renderBlockSection>[1]) =>
      [...(await renderBlockSection('hero_carousel', options)).querySelectorAll('img')].map((img) => [
        img.getAttribute('loading'),
        img.getAttribute('fetchpriority'),
      ]);
    expect(await loading({ index: 0 })).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
    expect((await loading({ index: 1 }))[0]).toEqual(['eager', 'high']);
    expect((await loading({ index: 2 }))[0]).toEqual(['lazy', 'auto']);
    // A first-fold hero (is_ffi) further down still gets its first image at once.
    expect((await loading({ index: 2, fields: { is_ffi: true } }))[0]).toEqual(['eager', 'high']);
  });

  it('renders a maximal carousel: ten full slides with wide pictures, videos, and every option', async () => {
    const section = await renderBlockSection('hero_carousel', { fields: allOptions, groups: maxSlides, index: 3 });
    expect(section.id).toBe('main-visual');
    expect(section.className.split(' ')).toEqual(['block', 'light-theme', 'border-bottom', 'header-font-secondary']);
    const hero = section.querySelector<HTMLElement>(`.${styles.hero}`)!;
    for (const option of ['wide', 'high', 'banner', 'touchLimit']) expect(hero.className).toContain(styles[option]);
    expect(hero.hasAttribute('data-mxo')).toBe(true);
    expect(hero.getAttribute('data-offer-key')).toBe('spring-2026');

    const slides = [...section.querySelectorAll<HTMLElement>('[aria-roledescription="スライド"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(maxSlides.map((_, i) => `10枚中${i + 1}枚目`));
    expect(slides.map((s) => s.querySelector('h3')!.textContent)).toEqual(maxSlides.map((s) => s.info));
    expect(slides.map((s) => s.querySelector('p')!.textContent)).toEqual(maxSlides.map((s) => s.description));
    expect(slides.map((s) => s.querySelector('a')!.textContent)).toEqual(maxSlides.map((_, i) => `ボタン${i + 1}`));
    expect(indicatorsOf(section)).toHaveLength(10);

    const first = slides[0]!;
    // The wide crop from 741 px, in a single <picture>: one download per slide.
    expect(
      [...first.querySelectorAll('picture source[media]')].map((s) => [
        s.getAttribute('media'),
        s.getAttribute('type'),
        s.getAttribute('srcset'),
      ]),
    ).toEqual([
      ['(min-width: 741px)', 'image/avif', '/media/601-test/wide-1024.avif 1024w'],
      ['(min-width: 741px)', 'image/webp', '/media/601-test/wide-1024.webp 1024w'],
      ['(min-width: 741px)', 'image/jpeg', '/media/601-test/wide-1024.jpg 1024w'],
    ]);
    expect(first.querySelector('img')!.getAttribute('alt')).toBe('代替テキスト1');
    expect(first.querySelector('img')!.getAttribute('loading')).toBe('eager');

    // Odd slides: a silent background video the island plays; phones get their own file first.
    const background = first.querySelector('video')!;
    expect(background.hasAttribute('data-hero-bg-video')).toBe(true);
    expect(background.hasAttribute('muted') || background.muted).toBe(true);
    expect([background.hasAttribute('autoplay'), background.hasAttribute('controls'), background.getAttribute('aria-hidden')]).toEqual([
      false,
      false,
      'true',
    ]);
    expect([...background.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('media')])).toEqual([
      ['/media/video/1-phone.mp4', '(max-width: 740px)'],
      ['https://video.example.jp/1.mp4', null],
    ]);
    // Even slides: a video the visitor plays with the browser's controls, also without JavaScript.
    const video = slides[1]!.querySelector('video')!;
    expect([video.hasAttribute('controls'), video.hasAttribute('autoplay'), video.getAttribute('aria-label')]).toEqual([
      true,
      false,
      maxSlides[1]!.info,
    ]);
    expect(video.getAttribute('poster')).toBe('/media/502-test/standard-1024.jpg');
    expect(video.className).toContain(styles.contain);
  });

  it('offers the wide crop only with the wide ratio and a wide image', async () => {
    const wideSources = async (fields: Record<string, unknown>, groups: Record<string, unknown>[]) =>
      (await renderBlockSection('hero_carousel', { fields, groups })).querySelectorAll('picture source[media]').length;
    expect(await wideSources({ has_wide_ratio: false }, [fullSlide(1)])).toBe(0);
    expect(await wideSources({ has_wide_ratio: true }, [{ ...fullSlide(1), wide_image: undefined }])).toBe(0);
    expect(await wideSources({ has_wide_ratio: true }, [fullSlide(1)])).toBe(3);
  });

  it('refuses more slides than the limit and durations out of bounds', () => {
    const save = blockRegistry.hero_carousel.schemas.save;
    const content = (fields: Record<string, unknown>, groups: unknown[]) => ({ fields, field_groups: groups });
    expect(save.safeParse(content(allOptions, maxSlides)).success).toBe(true);
    expect(save.safeParse(content(allOptions, [...maxSlides, fullSlide(11)])).success).toBe(false);
    expect(save.safeParse(content({ slide_duration: 1000 }, maxSlides)).success).toBe(false);
    expect(save.safeParse(content({}, [{ ...fullSlide(1), slide_duration_limit: 60_000 }])).success).toBe(false);
    expect(save.safeParse(content({}, [{ ...fullSlide(1), video_type: 'gif' }])).success).toBe(false);
    expect(save.parse(content({}, [])).fields).toMatchObject({ slide_duration: 6000, autoplay: true, has_timer: false });
    expect(blockRegistry.hero_carousel_2.schemas.save.parse(content({}, [])).fields).toMatchObject({ has_timer: true });
  });

  it('plays no video from an address the page may not load, and keeps the picture', async () => {
    const groups = [
      { ...fullSlide(1), video_url: 'javascript:alert(1)', mobile_video_url: 'http://insecure.example.jp/a.mp4' },
      { ...fullSlide(2), video_url: '//evil.example/a.mp4', mobile_video_url: '' },
      { ...fullSlide(3), video_url: '', mobile_video_url: '/media/video/only-phone.mp4' },
    ];
    const slides = [...(await renderBlockSection('hero_carousel', { groups })).querySelectorAll('[aria-roledescription="スライド"]')];
    expect(slides.map((s) => s.querySelectorAll('video').length)).toEqual([0, 0, 1]);
    expect(slides.map((s) => s.querySelector('img')!.getAttribute('alt'))).toEqual(['代替テキスト1', '代替テキスト2', '代替テキスト3']);
    expect(slides[2]!.querySelector('video source')!.getAttribute('src')).toBe('/media/video/only-phone.mp4');
    expect(slides[2]!.querySelector('video source')!.hasAttribute('media')).toBe(false);
  });

  it('keeps the place of a hero image that could not be found, named by its alt text (site.md §8)', async () => {
    const environment = {
      ...testEnvironment,
      resolvers: {
        ...testEnvironment.resolvers,
        image: async (value: { id: number; alt?: string }, family: string) =>
          value.id === 101301
            ? { kind: 'missing' as const, alt: value.alt ?? '', width: 900, height: 500 }
            : testImage(value.id, value.alt ?? '', family),
      },
    };
    const html = await renderToHtml(
      <RenderBlocks blocks={[storedBlock(7, 'hero_carousel', blockRegistry.hero_carousel.defaultContent)]} environment={environment} />,
    );
    const slides = [...parseHtml(html).querySelectorAll('[aria-roledescription="スライド"]')];
    const placeholder = slides[1]!.querySelector('[role="img"]')!;
    expect([placeholder.getAttribute('aria-label'), placeholder.getAttribute('style')]).toEqual([
      '夕暮れの海岸線',
      'aspect-ratio:900 / 500',
    ]);
    expect(slides[1]!.querySelector('h2')!.textContent).toBe('夕暮れの海岸線を、静かに。');
    expect(slides.map((s) => s.querySelectorAll('img').length)).toEqual([1, 0, 1]);
  });

  it('names a slide without a headline by its picture, and leaves out what the editor left empty', async () => {
    const groups = [{ image: { id: 1, alt: '雪原のSUV' } }, { image: { id: 2, alt: '' } }];
    const section = await renderBlockSection('hero_carousel', { groups });
    expect(indicatorsOf(section).map(([, name]) => name)).toEqual(['雪原のSUV', 'スライド2']);
    expect(section.querySelectorAll('h2, p, [aria-roledescription="スライド"] a')).toHaveLength(0);
  });

  it('resolves a predefined link alias on a slide’s button', async () => {
    const groups = [{ image: { id: 1, alt: '写真' }, button_link: { url: 'alias:test-drive', label: '試乗予約', type: 'internal' } }];
    const section = await renderBlockSection('hero_carousel', { groups });
    expect(section.querySelector('[aria-roledescription="スライド"] a')!.getAttribute('href')).toBe('/forms/test-drive');
  });

  it('shows a single slide without indicators, and nothing at all without slides', async () => {
    const single = await renderBlockSection('hero_carousel', { groups: [fullSlide(1)] });
    expect(single.querySelectorAll('[aria-roledescription="スライド"]')).toHaveLength(1);
    expect(indicatorsOf(single)).toEqual([]);
    const empty = await renderBlockSection('hero_carousel', { groups: [] });
    expect(empty.querySelector('[role="region"]')).toBeNull();
    expect(empty.textContent).toBe('');
  });
});

describe('hero carousel 2.0', () => {
  it('renders its default content with a named tab per slide', async () => {
    const section = await renderBlockSection('hero_carousel_2');
    expect(section.getAttribute('data-block')).toBe('hero_carousel_2');
    expect(section.querySelector(`.${styles.hero}`)!.className).toContain(styles.tabs);
    expect(slidesOf(section).map(({ heading, price, link }) => [heading, price, link?.[0]])).toEqual([
      ['ディフェンダー', 'メーカー希望小売価格（消費税込）898万円〜', 'ディフェンダーを見る'],
      ['ディスカバリー', 'メーカー希望小売価格（消費税込）1,025万円〜', 'ディスカバリーを見る'],
      ['レンジローバー', 'メーカー希望小売価格（消費税込）1,930万円〜', 'レンジローバーを見る'],
      ['試乗のご予約', null, '試乗を予約する'],
    ]);
    const tabs = [...section.querySelectorAll('[aria-label="表示するスライドを選ぶ"] a span')];
    expect(tabs.map((t) => [t.textContent, t.className])).toEqual(
      ['ディフェンダー', 'ディスカバリー', 'レンジローバー', '試乗のご予約'].map((name) => [name, styles.indicatorLabel]),
    );
    expect(slidesOf(section).map((s) => s.alt)).toEqual(['ディフェンダー', 'ディスカバリー', 'レンジローバー', '山道を走るSUV']);
  });

  it('renders the same maximal content as the first carousel', async () => {
    const section = await renderBlockSection('hero_carousel_2', { fields: allOptions, groups: maxSlides });
    expect(section.querySelectorAll('[aria-roledescription="スライド"]')).toHaveLength(10);
    expect(section.querySelectorAll('video[data-hero-bg-video]')).toHaveLength(5);
    expect(section.querySelectorAll('video[controls]')).toHaveLength(5);
  });
});
