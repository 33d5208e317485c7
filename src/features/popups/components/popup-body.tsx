import buttonStyles from '@/ui/link-button.module.css';
import { Icon } from '@/ui/icon';
import { RichText, type SanitizedHtml } from '@/ui/rich-text';
import type { ContentItem } from '../content-items';
import type { PopupButton } from '../popup-settings';
import { PopupForm } from './islands';
import styles from './popups.module.css';

export interface PopupBodyProps {
  header?: string;
  titleId: string;
  items: readonly ContentItem[];
  buttons: readonly PopupButton[];
  sanitize: (html: string) => SanitizedHtml;
  formLabels: { loading: string; failed: string };
}

/** What a popup shows: its heading, content items and buttons, rendered on the server. */
export function PopupBody({ header, titleId, items, buttons, sanitize, formLabels }: PopupBodyProps) {
  return (
    <div className={styles.popup}>
      {header ? (
        <h2 id={titleId} className={styles.title}>
          {header}
        </h2>
      ) : null}
      {items.map((item, index) => {
        const key = `${item.type}-${index}`;
        if (item.type === 'html') return <RichText key={key} html={sanitize(item.html)} className={styles.item} />;
        if (item.type === 'form') return <PopupForm key={key} formRef={String(item.form.fields.form_id)} labels={formLabels} />;
        // Calculators and finance tables: kept in the data, not rendered yet (decision 0042).
        return null;
      })}
      {buttons.length ? (
        <div className={buttonStyles.row}>
          {buttons.map((button, index) => (
            <PopupButtonView key={`${button.text}-${index}`} button={button} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function PopupButtonView({ button }: { button: PopupButton }) {
  // site.md §5: a tertiary button is always small.
  const className = [buttonStyles.button, buttonStyles[button.type], button.type === 'tertiary' ? buttonStyles.small : '', styles.button]
    .filter(Boolean)
    .join(' ');
  const closes = button.close_on_click ? '' : undefined;
  const content = (
    <>
      <Icon name={button.icon} size={20} />
      {button.text}
    </>
  );
  if (!button.url) {
    return (
      <button type="button" className={className} data-modal-close="">
        {content}
      </button>
    );
  }
  const newTab = button.target === '_blank';
  return (
    <a
      className={className}
      href={button.url}
      target={button.target}
      rel={newTab ? 'noopener noreferrer' : undefined}
      data-modal-close={closes}
    >
      {content}
    </a>
  );
}
