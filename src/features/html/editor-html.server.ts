import 'server-only';
import { getSetting } from '@/features/settings/settings.server';
import type { SanitizedHtml } from '@/ui/rich-text';
import { sanitizeEditorHtml } from './sanitize';

/**
 * The sanitiser for editor and administrator HTML with this site's settings (`html_filter.iframe_hosts`),
 * producing what `RichText` renders. Every piece of stored HTML goes through it before render.
 */
export async function editorHtmlSanitizer(): Promise<(html: string) => SanitizedHtml> {
  const iframeHosts = await getSetting('html_filter.iframe_hosts');
  return (html) => ({ __html: sanitizeEditorHtml(html, { iframeHosts }) });
}
