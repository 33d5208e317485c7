import { matchesPathPatterns } from './path-patterns';

/**
 * The exit-intent modal (site.md §2) on a page only when the page matches the whitelist (an
 * empty whitelist: every page) and not the blacklist (empty: none). Same patterns as the
 * scheduled popup; an invalid one is reported and matches nothing.
 */
export function isExitIntentPath(
  path: string,
  lists: { whitelist: readonly string[]; blacklist: readonly string[] },
  onInvalid?: (pattern: string) => void,
): boolean {
  const allowed = matchesPathPatterns(path, lists.whitelist, onInvalid);
  const refused = lists.blacklist.length > 0 && matchesPathPatterns(path, lists.blacklist, onInvalid);
  return allowed && !refused;
}

/**
 * The pointer left the window through its top edge — towards the tabs, the address bar or the
 * close button. `mouseout` with no element to go to is the pointer leaving the document; leaving
 * through a side or the bottom (a scroll bar, another window beside) is not an intention to leave.
 */
export function isTopExit(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** Once per browser session (decision 0042): the tab's sessionStorage remembers it was shown. */
export const exitIntentShownKey = 'exit-intent-shown';

/**
 * Only where a pointer can leave the window: a mouse or trackpad. Phones have no such gesture,
 * and guessing one (fast scroll up, back button) interrupts people who are reading.
 */
export const exitIntentPointerQuery = '(hover: hover) and (pointer: fine)';
