import { describe, expect, it } from 'vitest';
import { snippetTemplate } from './snippet/template';
import { contentBlocksTemplate } from './content-blocks/template';
import { resolvePredefinedLinks } from './resolve-links';

const aliases = new Map([['test-drive', '/forms/test-drive']]);

describe('resolvePredefinedLinks', () => {
  it('replaces alias URLs in link collections', () => {
    const content = { fields: { buttons: [{ url: 'alias:test-drive', label: '試乗予約' }, { url: '/models', label: 'モデル' }] }, field_groups: [] };
    const out = resolvePredefinedLinks(snippetTemplate, content, aliases);
    expect((out.fields.buttons as { url: string }[]).map((b) => b.url)).toEqual(['/forms/test-drive', '/models']);
  });

  it('resolves links inside field groups and drops unknown aliases', () => {
    const content = { fields: {}, field_groups: [{ title: 'a', link: { url: 'alias:test-drive', label: 'x' } }, { title: 'b', link: { url: 'alias:nope', label: 'y' } }] };
    const out = resolvePredefinedLinks(contentBlocksTemplate, content, aliases);
    expect(out.field_groups.map((g) => (g.link as { url?: string }).url)).toEqual(['/forms/test-drive', undefined]);
  });
});
