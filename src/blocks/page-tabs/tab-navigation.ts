/**
 * Where an arrow, Home or End key moves the selection of a tab list (WAI-ARIA tabs pattern: the
 * arrows wrap round). Space keeps the current tab (and keeps the page from scrolling). Null for any
 * other key, so the browser keeps it.
 */
export function tabForKey(key: string, index: number, total: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return (index - 1 + total) % total;
    case 'ArrowRight':
      return (index + 1) % total;
    case 'Home':
      return 0;
    case 'End':
      return total - 1;
    case ' ':
      return index;
    default:
      return null;
  }
}

/** The id a URL fragment names ('' for none, or for one that is not valid percent-encoding). */
export function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/**
 * Which tab a URL fragment opens: the tab whose `tab_id` it names, else the tab whose panel holds
 * the element it names (a block's scroll id, a model summary's `tab_id`, a nested tab); -1 for none.
 */
export function tabForHash(hash: string, tabIds: readonly string[], panels: readonly (HTMLElement | null)[]): number {
  const id = hashId(hash);
  if (!id) return -1;
  const named = tabIds.indexOf(id);
  if (named >= 0) return named;
  const target = panels.find(Boolean)?.ownerDocument.getElementById(id);
  return target ? panels.findIndex((panel) => Boolean(panel?.contains(target))) : -1;
}
