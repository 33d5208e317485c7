import 'server-only';
import { getDb } from '@/db/client.server';
import { listings } from '@/db/schema';
import { getExchangeRate } from '@/features/currency/exchange-rate.server';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { settingDefinitions, type SettingKey } from '@/features/settings/definitions';
import { getSetting } from '@/features/settings/settings.server';
import { styledBrandThemes } from '@/features/site/brand-theme';
import { getFacetIndex } from '@/features/stock/search.server';
import { duplicateAliases, unusableIframeHosts } from './startup-checks';
import type { StartupStep } from './startup-sequence.server';

/**
 * site.md §4 start-up sequence, in its order, as this server does it before it answers (decision
 * 0050). Everything here is also loaded on first use; doing it now moves that wait off the first
 * visitors and puts what is wrong with the settings in the start-up log. Only the settings are
 * required: without them no page can render.
 */
export function siteStartupSteps(): StartupStep[] {
  return [
    {
      name: 'settings',
      required: true,
      // Reads every defined setting into the cache; invalid stored values are logged as they parse.
      async run() {
        const keys = Object.keys(settingDefinitions) as SettingKey[];
        await Promise.all(keys.map((key) => getSetting(key)));
        return `${keys.length} settings`;
      },
    },
    {
      name: 'stock',
      // The stock locator's integration: each listing's facet index (decision 0011), which the
      // first search would otherwise build while its visitor waits (up to seconds at 100k cars).
      async run() {
        const rows = await (await getDb()).select({ id: listings.id }).from(listings);
        for (const { id } of rows) await getFacetIndex(id);
        return `${rows.length} listings indexed`;
      },
    },
    {
      name: 'predefined_links',
      async run(log) {
        const links = await getSetting('predefined_links');
        for (const alias of duplicateAliases(links))
          log.warn({ alias }, 'predefined link alias defined more than once: alias links use the last one');
        return `${links.length} predefined links`;
      },
    },
    {
      name: 'html_filter',
      async run(log) {
        const hosts = await getSetting('html_filter.iframe_hosts');
        for (const host of unusableIframeHosts(hosts))
          log.warn({ host }, 'html_filter.iframe_hosts entry is not a lower-case host name: no iframe can match it');
        // The filter every piece of editor HTML goes through must drop an event handler.
        const probe = (await editorHtmlSanitizer())('<p onclick="alert(1)">ok</p>').__html;
        if (probe !== '<p>ok</p>') throw new Error(`the HTML filter kept what it must remove: ${probe}`);
        return `${hosts.length} iframe hosts`;
      },
    },
    {
      name: 'currency',
      // The currency service's rate (site.md §4 "fetched once"), only when the double price shows it.
      async run() {
        const [double, apiUrl] = await Promise.all([getSetting('price.double_price'), getSetting('currency.api_url')]);
        if (!double.enabled) return 'double price off';
        if (!apiUrl) return `static rate ${double.rate}`;
        const live = await getExchangeRate();
        return live ? `rate ${live.rate}` : 'service unavailable: the static rate is shown';
      },
    },
    {
      name: 'brand_theme',
      // Pages read theme.brand through the settings cache on every render; here it is checked once.
      async run(log) {
        const theme = await getSetting('theme.brand');
        if (theme && !styledBrandThemes.includes(theme))
          log.warn({ theme }, 'theme.brand has no styles of its own: pages show the main brand');
        return theme ?? 'main brand';
      },
    },
  ];
}
