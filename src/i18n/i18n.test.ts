import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getT, resources } from './i18n';
import { clientText } from './client-text';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
const baseKey = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('translation files', () => {
  const jaKeys = new Set(keysOf(resources.ja).map(baseKey));

  it('has every key used in code in Japanese', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.resolve(import.meta.dirname, '..'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:t|clientText)\(\s*'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((k) => !jaKeys.has(k));
    expect(missing).toEqual([]);
  });

  it('has an English fallback for every Japanese key', () => {
    const enKeys = new Set(keysOf(resources.en).map(baseKey));
    expect([...jaKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });
});

describe('getT', () => {
  it('translates to Japanese with {{count}} placeholders', () => {
    const t = getT('ja');
    expect(t('block.try_again')).toBe('もう一度試す');
    expect(t('content_blocks.items_count', { count: 3 })).toBe('3件のコンテンツ');
  });

  it('uses English plural forms', () => {
    expect(getT('en')('content_blocks.items_count', { count: 1 })).toBe('1 item');
    expect(getT('en')('content_blocks.items_count', { count: 2 })).toBe('2 items');
  });

  it('falls back to the given text, or the key, when a key is missing', () => {
    const t = getT('ja');
    expect(t('nothing.here', { fallback: '代替テキスト' })).toBe('代替テキスト');
    expect(t('nothing.here')).toBe('nothing.here');
  });

  it('clientText reads Japanese with placeholders', () => {
    expect(clientText('error.status', { status: 500 })).toBe('ステータスコード: 500');
  });
});
