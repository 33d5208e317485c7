import type { LinkValue } from '@/blocks/fields';
import styles from './link-button.module.css';

/**
 * site.md §5: a link button shows only if it is internal/external with both url and label, or of
 * type form or file.
 */
export function isLinkButtonVisible(link: Partial<LinkValue> | null | undefined): link is LinkValue {
  if (!link) return false;
  if (link.type === 'form') return Boolean(link.label);
  if (link.type === 'file') return Boolean(link.url && link.label);
  return Boolean(link.url && link.label);
}

export function LinkButton({ link }: { link: LinkValue }) {
  const className = [styles.button, styles[link.button_type], styles[link.size]].join(' ');
  const href = link.type === 'form' ? `#form-${link.form_id ?? ''}` : link.url;
  const newTab = link.target === '_blank';
  return (
    <a className={className} href={href} target={link.target} rel={newTab ? 'noopener noreferrer' : undefined} download={link.type === 'file' ? '' : undefined}>
      {link.label}
    </a>
  );
}

export function LinkButtons({ links, className }: { links: (LinkValue | null | undefined)[] | undefined; className?: string }) {
  const visible = (links ?? []).filter(isLinkButtonVisible);
  if (!visible.length) return null;
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      {visible.map((link, i) => (
        <LinkButton key={`${link.url ?? link.form_id}-${i}`} link={link} />
      ))}
    </div>
  );
}
