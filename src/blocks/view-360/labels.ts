import type { Translate } from '@/i18n/i18n';

/**
 * The 360 viewers' strings, translated on the server (no i18n in the browser). Templates keep their
 * `{{…}}` placeholders and are filled by the island as the view turns.
 */
export interface View360Labels {
  /** The view's name for screen readers: what it shows, and that it is a 360° view. */
  name: string;
  /** The overlay button's hidden tail naming the view it opens (after its visible words). */
  target: string;
  /** The overlay button on a mouse or trackpad ('CLICK TO INTERACT') and on touch ('TOUCH TO INTERACT'). */
  clickToInteract: string;
  touchToInteract: string;
  /** How to turn it, shown while interacting. */
  hint: string;
  /** Exterior: `{{angle}}`, `{{index}}`, `{{total}}`, the slider's value as announced. */
  angle: string;
  /** Interior: the slider's value, `{{degrees}}` to the right or left of the dashboard, or at it. */
  right: string;
  left: string;
  atDash: string;
  resetToDash: string;
  exit: string;
  /** Said once after RESET TO DASH. */
  resetDone: string;
}

export function view360Labels(t: Translate, kind: 'exterior' | 'interior', alt: string): View360Labels {
  const raw = { skipInterpolation: true };
  const name = t(`view_360.${kind}_name`, { name: alt });
  return {
    name,
    target: t('view_360.target', { name }),
    clickToInteract: t('view_360.click_to_interact'),
    touchToInteract: t('view_360.touch_to_interact'),
    hint: kind === 'exterior' ? t('view_360.exterior_hint') : t('view_360.interior_hint'),
    angle: t('view_360.angle', raw),
    right: t('view_360.right_of_dash', raw),
    left: t('view_360.left_of_dash', raw),
    atDash: t('view_360.at_dash'),
    resetToDash: t('view_360.reset_to_dash'),
    exit: t('view_360.exit'),
    resetDone: t('view_360.reset_done'),
  };
}
