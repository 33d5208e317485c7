import type { ConsentStatus } from '@/features/consent/consent';
import type { CampaignParams } from './campaign';

/**
 * Names of the events the site pushes (site.md §7, blocks.md §9). The tag manager's triggers key
 * on these strings: change one only together with the container.
 */
export const analyticsEventKinds = {
  pageView: 'page_view',
  retailerLocator: 'retailer_locator',
  rent: 'rent',
  quiz: 'quiz',
  offers: 'offers',
  powertrainTool: 'powertrain_tool',
  heroSlider: 'hero_slider',
  floatingButton: 'floating_button',
  accordion: 'accordion',
  financeCalculator: 'finance_calculator',
  navigation: 'navigation',
  modelSelection: 'model_selection',
  preOrder: 'pre_order',
} as const;

export type AnalyticsEventKind = (typeof analyticsEventKinds)[keyof typeof analyticsEventKinds];

/** Page kinds for analytics (site.md §2): the `category` of page_view. */
export type PageKind = 'checkout' | 'checkout_reservation' | 'checkout_order_confirmation' | 'pdp' | 'plp' | 'dx_other';

/** The quizzes of blocks.md §2.1, 2.2, 2.10 and 2.11. */
export type QuizName = 'fuel_type' | 'subscription' | 'defender' | 'powertrains';

/**
 * Payload of each event, by kind. page_view, floating_button and pre_order carry the spec's
 * fields (site.md §7, the order journey); for the others the spec shows no payload (blocks.md §9),
 * so each has our minimal shape (decision 0046): an `action` from a closed list, an optional
 * free `label` (what the visitor saw), and the one identifier the kind is about.
 * Type aliases, not interfaces: an event must stay assignable to a plain data-layer record.
 */
export type AnalyticsEventPayloads = {
  page_view: {
    language: 'ja';
    /** ISO 4217, lower-cased. */
    currency: string;
    brand: string;
    consent_status: ConsentStatus;
    category: PageKind;
    application: string;
    market: string;
    page_path: string;
    /** The campaign cookie, only while marketing consent allows it (absent otherwise). */
    campaign?: CampaignParams;
  };
  retailer_locator: {
    action: 'search' | 'select_retailer' | 'call' | 'directions' | 'website';
    label?: string;
    retailer_code?: string;
    search_type?: 'postcodeSearch' | 'stateSearch' | 'retailerSearch';
  };
  rent: { action: 'search' | 'select_vehicle' | 'submit'; label?: string; vehicle?: string };
  quiz: { quiz: QuizName; action: 'start' | 'answer' | 'complete' | 'restart'; label?: string; step?: number; result?: string };
  offers: { action: 'view' | 'select' | 'enquire'; label?: string; offer_key?: string };
  powertrain_tool: { action: 'select' | 'compare' | 'calculate'; label?: string; powertrain?: string };
  hero_slider: { action: 'slide_change' | 'play' | 'pause' | 'cta_click'; label?: string; slide_position: number; link_url?: string };
  floating_button: {
    floating_button_position: number;
    floating_button_text: string;
    floating_button_url: string;
    floating_button_source: 'page' | 'global';
  };
  accordion: { action: 'open' | 'close'; label: string };
  finance_calculator: { action: 'open' | 'change' | 'calculate' | 'apply'; label?: string; finance_product?: string; model?: string };
  navigation: { navigation_area: NavigationArea; link_text: string; link_url: string };
  model_selection: { action: 'select'; model: string; label?: string };
  pre_order: {
    order_number: string;
    vehicle_id: number;
    listing_channel: string;
    payment_vendor: string;
    finance_option: string | null;
  };
};

/** Where a navigation link sits: the header menu (and logo), the footer, the breadcrumbs. */
export type NavigationArea = 'navigation' | 'footer' | 'breadcrumbs';

/** Every event the site pushes: one member per kind, `event` naming it. */
export type AnalyticsEvent = { [K in AnalyticsEventKind]: { event: K } & AnalyticsEventPayloads[K] }[AnalyticsEventKind];

/** The event of one kind (`AnalyticsEventOf<'navigation'>`). */
export type AnalyticsEventOf<K extends AnalyticsEventKind> = Extract<AnalyticsEvent, { event: K }>;
