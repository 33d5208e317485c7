/**
 * The gallery's strings, translated on the server and handed to the islands; the templates keep
 * their `{{…}}` placeholders and are filled in the browser as the visitor moves through the photos.
 */
export interface GalleryLabels {
  /** 前の写真 / 次の写真 */
  previous: string;
  next: string;
  /** Template with `{{n}}`: 写真{{n}}を表示 (a thumbnail's name). */
  show: string;
  /** 全画面で見る */
  fullscreen: string;
  /** 閉じる */
  close: string;
  /** Template with `{{index}}` and `{{total}}`: 1/8, as shown. */
  count: string;
  /** Template with `{{index}}` and `{{total}}`: 8枚中1枚目の写真, as announced. */
  position: string;
  /** The full-screen dialog's name. */
  dialog: string;
}

/** Fills `{{name}}` placeholders; a placeholder without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Where an arrow, Home or End key moves from photo `index` of `total`; null for any other key, so
 * the browser keeps it. The ends do not wrap: a visitor holding → stops at the last photo.
 */
export function photoForKey(key: string, index: number, total: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(total - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    default:
      return null;
  }
}
