import { consentFromCategories, ownValue } from './category-scopes';
import { guarded, type ConsentProviderAdapter } from './provider-adapter';

/** The part of Cookiebot's `Cookiebot` object the site reads (uc.js). */
interface CookiebotApi {
  consent?: Record<string, unknown>;
  hasResponse?: boolean;
  renew?: () => void;
}

/** Window events Cookiebot dispatches when consent is known or changes. */
const cookiebotEvents = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'] as const;

/**
 * Cookiebot: `Cookiebot.consent` has one flag per category (necessary, preferences, statistics,
 * marketing); the visitor has decided once `hasResponse` is true.
 */
export const cookiebot: ConsentProviderAdapter = {
  watch(win, options, report) {
    const read = guarded(() => {
      const api = (win as unknown as { Cookiebot?: CookiebotApi }).Cookiebot;
      if (!api?.consent || typeof api.consent !== 'object') return;
      const flags = api.consent;
      report(
        consentFromCategories(
          api.hasResponse === true,
          (category) => {
            const flag = ownValue(flags, category);
            return typeof flag === 'boolean' ? flag : undefined;
          },
          options.categories,
        ),
      );
    });
    for (const event of cookiebotEvents) win.addEventListener(event, read);
    read();
    return () => {
      for (const event of cookiebotEvents) win.removeEventListener(event, read);
    };
  },
  reopen(win) {
    const api = (win as unknown as { Cookiebot?: CookiebotApi }).Cookiebot;
    if (typeof api?.renew !== 'function') return false;
    api.renew();
    return true;
  },
};
