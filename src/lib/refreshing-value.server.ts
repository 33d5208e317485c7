import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { invalidateLocally } from './cache.server';
import { tagCurrentRender } from './render-tags.server';
import { tagVersion, versionLabel } from './tag-versions';

/**
 * A value read from an outside service that pages show — the exchange rate, the offers list —
 * kept per instance and refreshed in the background (docs/decisions/0044). `cached()` keeps a value
 * until someone invalidates its tag, which suits our own data but not a rate that changes on the
 * outside party's schedule, and it keeps no failures, so a service that is down would be asked again
 * (and waited for) on every render. Here:
 *
 * - the first read for a configuration waits for the fetch (and readers that come meanwhile wait
 *   with it); every later read answers at once, even while the service is down;
 * - after `freshMs` a read starts one background refresh and keeps answering the value it has;
 * - a failed fetch is not retried before `retryMs`; until one succeeds reads answer `undefined`,
 *   and the last good value survives failed refreshes;
 * - a refresh that brings a different value than readers were given bumps `tag` on this instance,
 *   so rendered pages that showed the old one are rendered again (each instance fetches its own);
 * - a different `key` (the settings changed) starts over.
 */
export interface RefreshingValue<T> {
  get(key: string, load: () => Promise<T>): Promise<T | undefined>;
  /** Forget everything (tests). */
  reset(): void;
}

interface State<T> {
  key: string;
  has: boolean;
  value: T | undefined;
  fetchedAt: number;
  retryAt: number;
  /** Whether a reader was given the current value (or the lack of one). */
  handedOut: boolean;
  /** The first fetch: the only one readers wait for. */
  first?: Promise<void>;
  inflight?: Promise<void>;
}

export function refreshingValue<T>({
  tag,
  freshMs,
  retryMs,
  now = Date.now,
}: {
  tag: string;
  freshMs: number;
  retryMs: number;
  now?: () => number;
}): RefreshingValue<T> {
  let state: State<T> | undefined;

  async function refresh(s: State<T>, load: () => Promise<T>): Promise<void> {
    try {
      const value = await load();
      const changed = s.handedOut && (!s.has || !isDeepStrictEqual(s.value, value));
      Object.assign(s, { value, has: true, fetchedAt: now(), retryAt: 0 });
      if (changed && state === s) invalidateLocally([tag]);
    } catch {
      // The loader logs why; readers keep what they had.
      s.retryAt = now() + retryMs;
    }
  }

  return {
    async get(key, load) {
      if (state?.key !== key) state = { key, has: false, value: undefined, fetchedAt: 0, retryAt: 0, handedOut: false };
      const s = state;
      const t = now();
      const due = t >= s.retryAt && (!s.has || t >= s.fetchedAt + freshMs);
      if (due && !s.inflight) {
        s.inflight = refresh(s, load).finally(() => {
          s.inflight = undefined;
        });
        s.first ??= s.inflight;
      }
      if (!s.has && s.first) await s.first;
      s.handedOut = true;
      tagCurrentRender([versionLabel(tag, tagVersion(tag))]);
      return s.value;
    },
    reset() {
      state = undefined;
    },
  };
}
