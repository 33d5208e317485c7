import styles from './rich-text.module.css';

/**
 * HTML that has been through the editor-HTML sanitiser (the server does it before render). An
 * object, like React's `dangerouslySetInnerHTML`, so a plain string cannot be passed by mistake.
 */
export interface SanitizedHtml {
  __html: string;
}

export function RichText({ html, className }: { html: SanitizedHtml | null | undefined; className?: string }) {
  // Optional chaining all the way: a plain string (never sanitised) renders nothing rather than throwing.
  if (!html?.__html?.trim()) return null;
  return <div className={[styles.richText, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={html} />;
}
