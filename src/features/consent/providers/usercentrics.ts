import { categoryState, consentFromCategories, ownValue, type CategoryState } from './category-scopes';
import { guarded, type ConsentProviderAdapter, type ProviderWindow } from './provider-adapter';

/** A service as `UC_UI.getServicesBaseInfo()` lists it (Browser UI v2). */
interface UsercentricsService {
  categorySlug?: string;
  consent?: { status?: boolean; history?: { type?: string }[] };
}

interface UsercentricsWindow {
  UC_UI?: { isInitialized?: () => boolean; getServicesBaseInfo?: () => UsercentricsService[]; showSecondLayer?: () => void };
  /** Web CMP v3's programmatic API. */
  __ucCmp?: { showSecondLayer?: () => unknown };
}

/** The window event's name when the admin interface leaves the documented example. */
export const defaultUsercentricsEvent = 'ucEvent';

const explicit = (type: unknown) => typeof type === 'string' && type.toLowerCase() === 'explicit';

/** Per category from the services in it: all granted, all refused, or partly (null). */
function categoriesFromServices(services: UsercentricsService[]): Map<string, CategoryState> {
  const byCategory = new Map<string, boolean[]>();
  for (const service of services) {
    if (typeof service.categorySlug !== 'string') continue;
    byCategory.set(service.categorySlug, [...(byCategory.get(service.categorySlug) ?? []), service.consent?.status === true]);
  }
  return new Map([...byCategory].map(([slug, states]) => [slug, states.every(Boolean) ? true : states.some(Boolean) ? null : false]));
}

/**
 * Usercentrics: the consent_status window event (its name set in the admin interface, `ucEvent` in
 * the documentation; v3 still sends it) carries `ucCategory` — per category true, false or null
 * for "partly" — and `type`, explicit once the visitor chose. `UC_UI_INITIALIZED` and
 * `UC_UI_CMP_EVENT` make us read `UC_UI` itself (v2), which lists services with their category.
 */
export const usercentrics: ConsentProviderAdapter = {
  watch(win, options, report) {
    const eventName = options.windowEvent || defaultUsercentricsEvent;
    const readUi = guarded(() => {
      const ui = (win as unknown as UsercentricsWindow).UC_UI;
      if (typeof ui?.getServicesBaseInfo !== 'function' || (typeof ui.isInitialized === 'function' && !ui.isInitialized())) return;
      const services = ui.getServicesBaseInfo();
      if (!Array.isArray(services)) return;
      const states = categoriesFromServices(services);
      const decided = services.some((service) => service.consent?.history?.some((entry) => explicit(entry.type)));
      report(consentFromCategories(decided, (slug) => states.get(slug), options.categories));
    });
    const fromEvent = guarded((event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const categories = ownValue(detail, 'ucCategory');
      if (!categories || typeof categories !== 'object') return readUi();
      report(
        consentFromCategories(explicit(ownValue(detail, 'type')), (slug) => categoryState(ownValue(categories, slug)), options.categories),
      );
    });
    win.addEventListener(eventName, fromEvent);
    win.addEventListener('UC_UI_INITIALIZED', readUi);
    win.addEventListener('UC_UI_CMP_EVENT', readUi);
    readUi();
    return () => {
      win.removeEventListener(eventName, fromEvent);
      win.removeEventListener('UC_UI_INITIALIZED', readUi);
      win.removeEventListener('UC_UI_CMP_EVENT', readUi);
    };
  },
  reopen(win: ProviderWindow) {
    const w = win as unknown as UsercentricsWindow;
    if (typeof w.__ucCmp?.showSecondLayer === 'function') {
      void w.__ucCmp.showSecondLayer();
      return true;
    }
    if (typeof w.UC_UI?.showSecondLayer === 'function') {
      w.UC_UI.showSecondLayer();
      return true;
    }
    return false;
  },
};
