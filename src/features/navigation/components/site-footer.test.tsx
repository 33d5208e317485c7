import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { getT } from '@/i18n/i18n';
import { footerSchema } from '../footer-schema';
import { SiteFooter } from './site-footer';

const sanitize = (html: string) => ({ __html: sanitizeEditorHtml(html) });
const t = getT('ja');

describe('SiteFooter', () => {
  it('renders footer HTML through the sanitiser: no scripts, no handlers, no clobbering ids', () => {
    const html = renderToStaticMarkup(
      <SiteFooter
        data={null}
        html={'<p onclick="x()">会社概要<script>alert(1)</script><span id="dataLayer">x</span></p>'}
        t={t}
        sanitize={sanitize}
      />,
    );
    expect(html).toContain('会社概要');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('id="dataLayer"');
    expect(html).toContain('id="user-content-dataLayer"');
  });

  it('sanitises the HTML parts of a structured footer too', () => {
    const data = footerSchema.parse({
      columns: [],
      middle_html: '<img src=x onerror="alert(1)">中段',
      bottom_html: '<a href="javascript:alert(1)">下段</a>',
    });
    const html = renderToStaticMarkup(<SiteFooter data={data} html={null} t={t} sanitize={sanitize} />);
    expect(html).toContain('中段');
    expect(html).toContain('下段');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });

  it('drops footer items whose link is unsafe instead of rendering them', () => {
    const data = footerSchema.parse({
      columns: [
        {
          rows: [
            {
              heading: 'リンク',
              items: [
                { label: '安全', url: '/dealers' },
                { label: '危険', url: 'javascript:alert(1)' },
              ],
            },
          ],
        },
      ],
    });
    const html = renderToStaticMarkup(<SiteFooter data={data} html={null} t={t} sanitize={sanitize} />);
    expect(html).toContain('href="/dealers"');
    expect(html).not.toContain('危険');
  });
});
