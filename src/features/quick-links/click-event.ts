import type { DataLayerEvent } from '@/features/analytics/data-layer';
import { dataLayerEventKinds } from '@/features/analytics/data-layer';
import type { QuickLinksSource } from './precedence';

/** The data-layer entry of a click on a floating action button item (site.md §7). */
export function quickLinkClickEvent(click: { position: number; linkText: string; url: string; source: QuickLinksSource }): DataLayerEvent {
  return {
    event: dataLayerEventKinds.floatingButton,
    floating_button_position: click.position,
    floating_button_text: click.linkText,
    floating_button_url: click.url,
    floating_button_source: click.source,
  };
}
