import { AppError } from './app-error';

/** A positive integer id from a path segment, or 400 naming the parameter. */
export function parseId(raw: string, name = 'id'): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new AppError('BAD_REQUEST', `Parameter ${name} must be a positive integer.`, [
      { pointer: name, detail: 'must be a positive integer' },
    ]);
  }
  return Number(raw);
}
