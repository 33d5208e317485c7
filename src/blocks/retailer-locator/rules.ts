import type { ContentIssue } from '../types';

/** A path on this site ('/stock', '/used-cars'), or empty. */
export function isSitePath(value: string | undefined): boolean {
  if (!value) return true;
  return /^\/(?![/\\])[^\s?#]*$/.test(value);
}

export function stockPathIssues(stockPath: string | undefined): ContentIssue[] {
  return isSitePath(stockPath)
    ? []
    : [
        {
          path: ['fields', 'stock_path'],
          message: '在庫ページは「/stock」のように、このサイトのパスで入力してください（空欄にするとリンクを表示しません）。',
        },
      ];
}
