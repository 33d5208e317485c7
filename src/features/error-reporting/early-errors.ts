/** An unhandled error or promise rejection seen before the reporter was there to hear it. */
export interface EarlyError {
  kind: 'error' | 'unhandledrejection';
  /** The thrown value, or the message when the browser gives no error object. */
  value: unknown;
}

/** A page that keeps failing fills no memory: the first few say what went wrong. */
const limit = 10;
let kept: EarlyError[] | null = null;
let stopKeeping = () => {};

/**
 * Keeps the page's unhandled errors and rejections in memory until the reporter starts, so that an
 * error thrown before the visitor accepted (or before the reporter's code arrived) is reported once
 * they have. Nothing leaves the page from here: without consent the list is simply dropped with it.
 */
export function keepEarlyErrors(target: Window): void {
  if (kept) return;
  const list: EarlyError[] = [];
  kept = list;
  const keep = (error: EarlyError) => {
    if (list.length < limit) list.push(error);
  };
  const onError = (event: ErrorEvent) => keep({ kind: 'error', value: event.error ?? event.message });
  const onRejection = (event: PromiseRejectionEvent) => keep({ kind: 'unhandledrejection', value: event.reason });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  stopKeeping = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The errors kept so far; keeping stops, since the reporter's own handlers take over. */
export function takeEarlyErrors(): EarlyError[] {
  const taken = kept ?? [];
  stopKeeping();
  stopKeeping = () => {};
  kept = null;
  return taken;
}
