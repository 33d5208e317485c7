import styles from './link-button.module.css';

/** blocks.md §5 / site.md §5: what a link button can be. Blocks store links in this shape. */
export const linkTypes = ['internal', 'external', 'file', 'form'] as const;
export const linkTargets = ['_self', '_blank'] as const;
export const buttonTypes = ['primary', 'secondary', 'tertiary'] as const;
export const buttonSizes = ['medium', 'small'] as const;
type ButtonType = (typeof buttonTypes)[number];

export interface LinkButtonValue {
  type: (typeof linkTypes)[number];
  url?: string;
  label?: string;
  target: (typeof linkTargets)[number];
  button_type: ButtonType;
  size: (typeof buttonSizes)[number];
  form_id?: string;
}

/**
 * site.md §5: a link button shows only if it is internal/external with both url and label, or of
 * type form or file.
 */
export function isLinkButtonVisible(link: Partial<LinkButtonValue> | null | undefined): link is LinkButtonValue {
  if (!link) return false;
  if (link.type === 'form') return Boolean(link.label);
  return Boolean(link.url && link.label);
}

/**
 * The anchor attributes of a stored link, for anything that draws a link its own way (an icon tile,
 * a card): a form link goes to the form's own page, which the site opens in a modal with JavaScript.
 */
export function linkAnchorProps(link: LinkButtonValue) {
  const form = link.type === 'form' ? (link.form_id ?? '') : undefined;
  return {
    href: form !== undefined ? `/forms/${encodeURIComponent(form)}` : link.url,
    target: link.target,
    rel: link.target === '_blank' ? 'noopener noreferrer' : undefined,
    download: link.type === 'file' ? '' : undefined,
    'data-form-link': form || undefined,
  };
}

export function LinkButton({ link }: { link: LinkButtonValue }) {
  // `medium` is the button's own size: only `small` has a class.
  const className = [styles.button, styles[link.button_type], link.size === 'small' ? styles.small : undefined].filter(Boolean).join(' ');
  return (
    <a className={className} {...linkAnchorProps(link)}>
      {link.label}
    </a>
  );
}

export function LinkButtons({ links, className }: { links: (LinkButtonValue | null | undefined)[] | undefined; className?: string }) {
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
