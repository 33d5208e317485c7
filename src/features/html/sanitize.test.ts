import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from './sanitize';

describe('sanitizeEditorHtml', () => {
  it('keeps ordinary markup', () => {
    expect(sanitizeEditorHtml('<p class="x">こんにちは<strong>世界</strong></p>')).toBe('<p class="x">こんにちは<strong>世界</strong></p>');
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<svg onload="alert(1)"></svg>', ''],
    ['<iframe src="https://evil.example/"></iframe>', ''],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<style>body{display:none}</style>', ''],
  ])('removes dangerous content from %s', (input, expected) => {
    expect(sanitizeEditorHtml(input)).toBe(expected);
  });

  it('allows iframes only from listed hosts', () => {
    const html = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';
    expect(sanitizeEditorHtml(html, { iframeHosts: ['www.youtube.com'] })).toContain('youtube.com/embed/abc');
    expect(sanitizeEditorHtml(html, { iframeHosts: [] })).not.toContain('iframe src');
  });

  it('adds noopener to links opening a new window', () => {
    expect(sanitizeEditorHtml('<a href="https://a.example" target="_blank">a</a>')).toContain('rel="noopener noreferrer"');
  });
});
