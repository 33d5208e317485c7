// @ts-check
/**
 * Node flags for the server process (`npm start`, the e2e server, the test and bench servers).
 *
 * V8 sizes its heap from the machine's memory: on a 24 GB host the old space may grow to ~4 GB,
 * and it does — under load the server reached 440–530 MB RSS holding ~200 MB of garbage it saw no
 * reason to collect (the caches held under 1 MB of it). A 1 GB ceiling makes V8 collect sooner:
 * ~275–300 MB RSS after the same load on PostgreSQL at the same requests/s (bench/home-vs-static.ts,
 * docs/decisions/0013). 1 GB still leaves room for the largest legitimate work, a 50 MB dealer
 * feed validated in memory. Run `node --max-old-space-size=<MB> server/index.mjs` to choose
 * another ceiling.
 */
export const serverNodeFlags = ['--max-old-space-size=1024'];
