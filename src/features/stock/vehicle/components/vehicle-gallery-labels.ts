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

// The gallery block's viewer fills and moves the same way (lib/fill-template.ts, ui/index-for-key.ts).
export { fillTemplate as fill } from '@/lib/fill-template';
export { indexForKey as photoForKey } from '@/ui/index-for-key';
