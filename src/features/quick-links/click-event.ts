import { analyticsEventKinds, type AnalyticsEventOf } from '@/features/analytics/events';
import type { QuickLinksSource } from './precedence';

/** The data-layer entry of a click on a floating action button item (site.md §7). */
export function quickLinkClickEvent(click: {
  position: number;
  linkText: string;
  url: string;
  source: QuickLinksSource;
}): AnalyticsEventOf<'floating_button'> {
  return {
    event: analyticsEventKinds.floatingButton,
    floating_button_position: click.position,
    floating_button_text: click.linkText,
    floating_button_url: click.url,
    floating_button_source: click.source,
  };
}
