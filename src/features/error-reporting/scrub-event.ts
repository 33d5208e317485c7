import type { Event } from '@sentry/core';

/** A URL or a path followed by its query or fragment: the part from `?` or `#` on goes. */
const urlTail = /((?:\b[a-z][a-z\d+.-]*:\/\/|\/)[^\s?#"'<>`]*)[?#][^\s"'<>`]*/gi;
const emailAddress = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Drizzle's failed-query message ends with the statement's parameters: form fields, e-mail addresses. */
const queryParameters = /\bparams: [^\n]*/g;

/** Free text with its URLs cut at the query, e-mail addresses and query parameters blanked. */
export function scrubText(text: string): string {
  return text.replace(urlTail, '$1').replace(queryParameters, 'params: [redacted]').replace(emailAddress, '[email]');
}

/** A URL without its query string and fragment: the owner's signed order link carries `?token=`. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

/**
 * The last check before an error report leaves (decision 0047), for the browser and the server: no
 * visitor's personal data. Whatever the SDK collected, the report keeps the error (messages
 * scrubbed, stack frames without local variables), the page's URL without its query, the method,
 * and of the headers the User-Agent alone; no user, cookies, body, query, Referer or breadcrumbs.
 */
export function scrubEvent<E extends Event>(event: E): E {
  const scrubbed: E = { ...event };
  delete scrubbed.user;
  delete scrubbed.breadcrumbs;
  if (scrubbed.request) {
    const { url, method, headers } = scrubbed.request;
    const userAgent = headers?.['User-Agent'] ?? headers?.['user-agent'];
    scrubbed.request = {
      ...(url ? { url: withoutQuery(url) } : {}),
      ...(method ? { method } : {}),
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    };
  }
  if (scrubbed.transaction) scrubbed.transaction = withoutQuery(scrubbed.transaction);
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.logentry) {
    scrubbed.logentry = {
      ...scrubbed.logentry,
      ...(scrubbed.logentry.message ? { message: scrubText(scrubbed.logentry.message) } : {}),
    };
    // Parameters are the values formatted into the message: they are exactly what may be personal.
    delete scrubbed.logentry.params;
  }
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((exception) => ({
        ...exception,
        ...(exception.value ? { value: scrubText(exception.value) } : {}),
        ...(exception.stacktrace?.frames
          ? {
              stacktrace: {
                ...exception.stacktrace,
                frames: exception.stacktrace.frames.map(({ vars: _vars, ...frame }) => ({
                  ...frame,
                  ...(frame.filename ? { filename: withoutQuery(frame.filename) } : {}),
                  ...(frame.abs_path ? { abs_path: withoutQuery(frame.abs_path) } : {}),
                })),
              },
            }
          : {}),
      })),
    };
  }
  return scrubbed;
}
