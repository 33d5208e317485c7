/** site.md §9: how long analytics waits for the tag manager before sending anyway. */
export const tagManagerWaitMs = 5000;
/** How often the data layer is looked at while waiting (at most 50 looks per page load). */
export const tagManagerPollMs = 100;

/**
 * Entries that show the tag manager is there: `gtm.js` is the container's start (pushed by its
 * snippet, and by our tag loader right before it injects the script), `gtm.load` the one the
 * container pushes itself. From `gtm.js` on, the container reads the data layer in order, so what
 * follows it is not lost even if its script is still on the way.
 */
const loadedEvents = new Set(['gtm.js', 'gtm.load']);

/** Whether the tag manager has started on this page: one of its entries, or its global object. */
export function tagManagerLoaded(win: { dataLayer?: unknown; google_tag_manager?: unknown }): boolean {
  if (win.google_tag_manager) return true;
  const layer = win.dataLayer;
  if (!Array.isArray(layer)) return false;
  return layer.some((entry: unknown) => {
    const name = typeof entry === 'object' && entry !== null ? (entry as { event?: unknown }).event : undefined;
    return typeof name === 'string' && loadedEvents.has(name);
  });
}

export type GateState = 'idle' | 'waiting' | 'open';

export interface EventGate<T> {
  /** Delivers at once when open, otherwise queues (and starts the wait if it had not started). */
  push(item: T): void;
  /** Starts the wait; opens at once when the tag manager is already there. Idempotent. */
  start(): void;
  /** Ends the wait now and delivers the queue, in order. Idempotent. */
  open(): void;
  readonly state: GateState;
}

/**
 * Holds events until the tag manager has loaded or `timeoutMs` has passed, whichever comes first,
 * then delivers them in the order they came and everything after at once — once per page load
 * (site.md §4: "waits for the tag manager loaded event, with a 5000 ms fallback, then runs once").
 * `loaded` is probed on start, every `pollMs`, and on every push (so a click right before leaving
 * the page is not held back by the poll's interval). A delivery that throws loses that item only.
 */
export function createEventGate<T>(
  deliver: (item: T) => void,
  { loaded, timeoutMs = tagManagerWaitMs, pollMs = tagManagerPollMs }: { loaded: () => boolean; timeoutMs?: number; pollMs?: number },
): EventGate<T> {
  let state: GateState = 'idle';
  let flushing = false;
  const queue: T[] = [];
  let poll: ReturnType<typeof setInterval> | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const safeDeliver = (item: T) => {
    try {
      deliver(item);
    } catch (error) {
      console.warn('analytics: could not deliver an event', error);
    }
  };

  const probe = () => {
    try {
      return loaded();
    } catch {
      return false;
    }
  };

  const open = () => {
    if (state === 'open') return;
    state = 'open';
    clearInterval(poll);
    clearTimeout(fallback);
    // Items pushed while the queue drains (a delivery that tracks again) go behind it, in order.
    flushing = true;
    while (queue.length > 0) safeDeliver(queue.shift() as T);
    flushing = false;
  };

  const start = () => {
    if (state !== 'idle') return;
    state = 'waiting';
    if (probe()) return open();
    poll = setInterval(() => {
      if (probe()) open();
    }, pollMs);
    fallback = setTimeout(open, timeoutMs);
  };

  return {
    push(item) {
      if (state === 'open' && !flushing) return safeDeliver(item);
      queue.push(item);
      if (state === 'idle') start();
      else if (state === 'waiting' && probe()) open();
    },
    start,
    open,
    get state() {
      return state;
    },
  };
}
