import type { DataCollection } from '@sentry/core';

/** What the browser's reporter is started with: the DSN of the setting, and where the reports are filed. */
export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release?: string;
}

/**
 * What the SDK may collect by itself, for the browser and the server alike (decision 0047): no
 * user, cookies, bodies, query strings or local variables, and of the request headers only the
 * browser's User-Agent (the notice names the browser and OS). Sentry 11 replaced `sendDefaultPii`
 * with these options; `userInfo: false` is what used to be `sendDefaultPii: false`, and also tells
 * Sentry not to infer the sender's IP address. `scrubEvent` checks the result again.
 */
export const reportingDataCollection: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
  frameContextLines: 0,
  graphQL: { document: false, variables: false },
  databaseQueryData: false,
  queues: false,
};
