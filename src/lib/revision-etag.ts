import { AppError } from './app-error';

/**
 * Optimistic locking over HTTP for anything with a revision number (pages, forms): GET answers
 * `ETag: "r<revision>"`, and a write that sends it back as `If-Match` is refused with 412 when
 * someone saved in between.
 */
export function revisionEtag(revision: number): string {
  return `"r${revision}"`;
}

/** The revision `If-Match` names; null when absent (last write wins). `what` names it in the refusal. */
export function revisionFromIfMatch(header: string | null, what: string): number | null {
  if (header === null) return null;
  const match = /^\s*(?:W\/)?"r(\d{1,9})"\s*$/.exec(header);
  if (!match) throw new AppError('PRECONDITION_FAILED', `If-Match must be the ETag of the ${what} you edited.`);
  return Number(match[1]);
}
