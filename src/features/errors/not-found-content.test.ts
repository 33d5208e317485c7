import { describe, expect, it } from 'vitest';
import { readNotFoundSetting } from './not-found-content';

describe('readNotFoundSetting', () => {
  it('uses the built-in page when unset', () => {
    expect(readNotFoundSetting(null)).toEqual({ kind: 'builtin', override: {} });
  });
  it('reads a JSON override', () => {
    expect(readNotFoundSetting('{"heading":"見つかりません","image_id":5}')).toEqual({
      kind: 'builtin',
      override: { heading: '見つかりません', image_id: 5 },
    });
  });
  it('treats other text as HTML', () => {
    expect(readNotFoundSetting('<h1>404</h1>')).toEqual({ kind: 'html', html: '<h1>404</h1>' });
  });
  it('flags broken JSON so it can be logged and ignored', () => {
    expect(readNotFoundSetting('{"heading":')).toEqual({ kind: 'invalid' });
  });
});
