import { describe, expect, it, vi } from 'vitest';
import { contentBlocksTemplate } from './content-blocks/template';
import { immersiveHeroTemplate } from './immersive-hero/template';
import { resolveProps, type PropResolvers } from './resolve-props';
import { snippetTemplate } from './snippet/template';
import { testImage } from './test-rendering';

const resolvers: PropResolvers = {
  image: vi.fn(async (value, family) => testImage(value.id, value.alt ?? '', family)),
  html: (html) => ({ __html: `[clean]${html}` }),
  aliases: new Map([['test-drive', '/forms/test-drive']]),
};

describe('resolveProps', () => {
  it('resolves each image to the variants of its own field family', async () => {
    const content = {
      fields: { title: 'x', image: { id: 1, alt: '横' }, mobile_image: { id: 2 }, video_url: 'alias:test-drive' },
      field_groups: [],
    };
    const { fields } = await resolveProps(immersiveHeroTemplate, content, resolvers);
    expect(fields.image).toEqual(testImage(1, '横', 'standard'));
    expect(fields.mobile_image).toEqual(testImage(2, '', 'tall'));
    // Only Link fields hold aliases: a String that looks like one is left alone.
    expect(fields.video_url).toBe('alias:test-drive');
  });

  it('sanitises HTML fields and replaces alias URLs in link collections', async () => {
    const content = {
      fields: {
        title: '<b>見出し</b>',
        paragraph: '<p>本文</p>',
        buttons: [
          { url: 'alias:test-drive', label: '試乗予約' },
          { url: '/models', label: 'モデル' },
        ],
      },
      field_groups: [],
    };
    const { fields } = await resolveProps(snippetTemplate, content, resolvers);
    expect(fields.paragraph).toEqual({ __html: '[clean]<p>本文</p>' });
    expect(fields.title).toBe('<b>見出し</b>');
    expect((fields.buttons as { url?: string }[]).map((b) => b.url)).toEqual(['/forms/test-drive', '/models']);
  });

  it('resolves links and images inside field groups, and an unknown alias leaves the link without URL', async () => {
    const content = {
      fields: {},
      field_groups: [
        { title: 'a', image: { id: 5 }, link: { url: 'alias:test-drive', label: 'x' } },
        { title: 'b', image: null, link: { url: 'alias:nope', label: 'y' } },
      ],
    };
    const { groups } = await resolveProps(contentBlocksTemplate, content, resolvers);
    expect(groups.map((g) => (g.link as { url?: string }).url)).toEqual(['/forms/test-drive', undefined]);
    expect(groups.map((g) => g.image)).toEqual([testImage(5, '', 'standard'), null]);
  });
});
