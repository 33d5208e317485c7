import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { renderToHtml } from '@/ui/render-to-html';
import { PopupBody, type PopupBodyProps } from './popup-body';

const props: PopupBodyProps = {
  header: '春のキャンペーン',
  titleId: 'popup-title',
  items: [],
  buttons: [],
  sanitize: (html) => ({ __html: sanitizeEditorHtml(html) }),
  formLabels: { loading: '読み込み中', failed: '失敗' },
};
const render = (overrides: Partial<PopupBodyProps>) => renderToHtml(<PopupBody {...props} {...overrides} />);

describe('PopupBody', () => {
  it('titles the popup and renders html items sanitised', async () => {
    const html = await render({ items: [{ type: 'html', html: '<p>ご来店で<strong>特典</strong></p><script>alert(1)</script>' }] });
    expect(html).toContain('<h2 id="popup-title"');
    expect(html).toContain('<p>ご来店で<strong>特典</strong></p>');
    expect(html).not.toContain('script');
  });

  it('renders a form item as its loading island, and calculators and finance tables as nothing for now', async () => {
    const html = await render({
      header: undefined,
      items: [
        { type: 'form', form: { fields: { form_id: 'test-drive' } } },
        { type: 'calculator', config: { fields: [1], groups: [1] } },
        { type: 'finance_options_table', finance_options: { labels: ['実質年率'] } },
      ],
    });
    expect(html).not.toContain('<h2');
    expect(html).toContain('読み込み中');
    expect(html.match(/<p /g)).toHaveLength(1);
  });

  it('marks buttons with close_on_click so the modal closes, and makes a button without a url a close button', async () => {
    const html = await render({
      buttons: [
        { url: '/offers', text: '詳しく見る', target: '_blank', type: 'primary', close_on_click: true },
        { url: '/models', text: 'モデル一覧', target: '_self', type: 'tertiary', close_on_click: false },
        { text: '閉じる', target: '_self', type: 'secondary', close_on_click: true },
      ],
    });
    expect(html).toMatch(/<a [^>]*href="\/offers" target="_blank" rel="noopener noreferrer" data-modal-close="">/);
    expect(html).toMatch(/<a [^>]*href="\/models" target="_self">/);
    expect(html).toMatch(/<button type="button" [^>]*data-modal-close="">閉じる<\/button>/);
  });
});
