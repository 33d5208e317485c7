import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isLinkButtonVisible, LinkButtons, type LinkButtonValue } from './link-button';
import styles from './link-button.module.css';

describe('isLinkButtonVisible (site.md §5)', () => {
  it('needs url and label for internal and external links', () => {
    expect(isLinkButtonVisible({ type: 'internal', url: '/a', label: 'A' })).toBe(true);
    expect(isLinkButtonVisible({ type: 'external', url: 'https://a.example' })).toBe(false);
    expect(isLinkButtonVisible({ type: 'internal', label: 'A' })).toBe(false);
  });

  it('shows form links with a label and file links with url and label', () => {
    expect(isLinkButtonVisible({ type: 'form', label: 'お問い合わせ', form_id: '1' })).toBe(true);
    expect(isLinkButtonVisible({ type: 'file', url: '/a.pdf', label: 'PDF' })).toBe(true);
    expect(isLinkButtonVisible({ type: 'file', label: 'PDF' })).toBe(false);
    expect(isLinkButtonVisible(null)).toBe(false);
  });
});

describe('LinkButtons', () => {
  const link = (o: Partial<LinkButtonValue>): LinkButtonValue => ({
    type: 'internal',
    target: '_self',
    button_type: 'primary',
    size: 'medium',
    ...o,
  });

  it('draws only visible links, styled by type and size, new tabs without opener', () => {
    const html = renderToStaticMarkup(
      <LinkButtons
        links={[
          link({ url: '/a', label: 'A' }),
          null,
          link({ url: '/hidden' }),
          link({ url: 'https://b.example', label: 'B', target: '_blank', button_type: 'tertiary', size: 'small' }),
          link({ type: 'form', form_id: 'f1', label: 'C' }),
        ]}
      />,
    );
    expect(html).toBe(
      `<div class="${styles.row}">` +
        `<a class="${styles.button} ${styles.primary}" href="/a" target="_self">A</a>` +
        `<a class="${styles.button} ${styles.tertiary} ${styles.small}" href="https://b.example" target="_blank" rel="noopener noreferrer">B</a>` +
        `<a class="${styles.button} ${styles.primary}" href="/forms/f1" target="_self" data-form-link="f1">C</a></div>`,
    );
  });

  it('draws nothing when no link is visible', () => {
    expect(renderToStaticMarkup(<LinkButtons links={[link({ label: 'no url' })]} />)).toBe('');
  });
});
