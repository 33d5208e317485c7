import 'server-only';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { getSetting } from '@/features/settings/settings.server';
import styles from './rich-text.module.css';

/** Editor HTML, always passed through the allow-list sanitiser before it reaches the page. */
export async function RichText({ html, className }: { html: string | undefined; className?: string }) {
  if (!html?.trim()) return null;
  const iframeHosts = await getSetting('html_filter.iframe_hosts');
  const clean = sanitizeEditorHtml(html, { iframeHosts });
  return <div className={[styles.richText, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
