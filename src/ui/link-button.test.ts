import { describe, expect, it } from 'vitest';
import { isLinkButtonVisible } from './link-button';

describe('isLinkButtonVisible (site.md §5)', () => {
  it('needs url and label for internal and external links', () => {
    expect(isLinkButtonVisible({ type: 'internal', url: '/a', label: 'A' })).toBe(true);
    expect(isLinkButtonVisible({ type: 'external', url: 'https://a.example' })).toBe(false);
    expect(isLinkButtonVisible({ type: 'internal', label: 'A' })).toBe(false);
  });

  it('shows form and file links', () => {
    expect(isLinkButtonVisible({ type: 'form', label: 'お問い合わせ', form_id: '1' })).toBe(true);
    expect(isLinkButtonVisible({ type: 'file', url: '/a.pdf', label: 'PDF' })).toBe(true);
    expect(isLinkButtonVisible(null)).toBe(false);
  });
});
