import { describe, expect, it } from 'vitest';
import { isSitePathOrHttps } from './quiz-text';

describe('quiz addresses', () => {
  it('takes site paths and https only', () => {
    expect(['/demo/a.mp4', 'https://cdn.example.jp/v.mp4', 'https://youtu.be/abc'].map(isSitePathOrHttps)).toEqual([true, true, true]);
    expect(
      ['//evil.example/a', 'http://a.example/v.mp4', 'javascript:alert(1)', 'demo/a.mp4', '/a b', '/\\evil'].map(isSitePathOrHttps),
    ).toEqual([false, false, false, false, false, false]);
  });
});
