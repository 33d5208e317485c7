import { accordion } from './accordion/block';
import { cancellationFlow } from './cancellation-flow/block';
import { contentBlocks } from './content-blocks/block';
import { expandedEntryForm } from './expanded-entry-form/block';
import { extendedWarranty } from './extended-warranty/block';
import { formBlock } from './form/block';
import { offersToLead } from './offers-to-lead/block';
import { heroBanner } from './hero-banner/block';
import { heroCarousel, heroCarousel2 } from './hero-carousel/block';
import { htmlBox } from './html-box/block';
import { immersiveHero } from './immersive-hero/block';
import { inPageNavigation } from './in-page-navigation/block';
import { news } from './news/block';
import { reservationFlow } from './reservation-flow/block';
import { snippet } from './snippet/block';
import { stockLocator, stockLocatorOverseas } from './stock-locator/block';
import { stockLocatorCarousel } from './stock-locator-carousel/block';
import { quoteSlider } from './quote-slider/block';
import { sameSizeCarousel } from './same-size-carousel/block';
import { colorButtonCarousel } from './color-button-carousel/block';
import { collectionCarouselCard } from './collection-carousel-card/block';
import { collectionItem } from './collection-item/block';
import { collectionSlider } from './collection-slider/block';
import { collectionSliderFeed } from './collection-slider-feed/block';
import { modelsCarousel } from './models-carousel/block';
import { textSteps } from './text-steps/block';
import { timeline } from './timeline/block';
import { signPost } from './sign-post/block';
import { accoladeImageBox } from './accolade-image-box/block';
import { electrifyingPower } from './electrifying-power/block';
import { houseOfBrands } from './house-of-brands/block';
import { locationMap } from './location-map/block';
import { timer } from './timer/block';
import { readyToGoBar } from './ready-to-go-bar/block';
import { hotspotsContainer } from './hotspots-container/block';
import { gallery } from './gallery/block';
import { masonryGrid } from './masonry-grid/block';
import { inspiredCollection } from './inspired-collection/block';
import { parallaxImage } from './parallax-image/block';
import { exterior360 } from './exterior-360/block';
import { interior360 } from './interior-360/block';
import { seatSlider } from './seat-slider/block';
import { tabbedComponent } from './tabbed-component/block';
import { modelSummary } from './model-summary/block';
import { modelsAndSpecifications } from './models-and-specifications/block';
import { specificationAccordion } from './specification-accordion/block';
import { specificationAtAGlance } from './specification-at-a-glance/block';
import { derivatives } from './derivatives/block';
import { sectionTabs } from './section-tabs/block';
import { sectionImageTabs } from './section-image-tabs/block';
import { electricRangeCalculator } from './electric-range-calculator/block';
import { fuelTypeQuiz } from './fuel-type-quiz/block';
import { subscriptionQuiz } from './subscription-quiz/block';
import { defenderQuiz } from './defender-quiz/block';
import { powertrainsQuiz } from './powertrains-quiz/block';
import { rentACar } from './rent-a-car/block';
import { carRent } from './car-rent/block';
import { selectVehicleToUpdate } from './select-vehicle-to-update/block';
import { localVinChecker } from './local-vin-checker/block';
import { infotainmentSystemIdentifier } from './infotainment-system-identifier/block';
import { dropdownSectionsSelect } from './dropdown-sections-select/block';
import { retailerLocator } from './retailer-locator/block';
import { retailerCards } from './retailer-cards/block';
import { retailerSchema } from './retailer-schema/block';
import { serviceSchema } from './service-schema/block';
import { financeCalculator } from './finance-calculator/block';
import { financeOptionsTable } from './finance-options-table/block';
import type { BlockDefinition } from './types';

/**
 * THE list of blocks. The editor, the renderer, the templates API, validation and the seed all
 * read it; adding a block means adding its folder and one line here.
 */
export const blockRegistry = {
  hero_banner: heroBanner,
  immersive_hero: immersiveHero,
  hero_carousel: heroCarousel,
  hero_carousel_2: heroCarousel2,
  snippet,
  html_box: htmlBox,
  content_blocks: contentBlocks,
  accordion,
  in_page_navigation: inPageNavigation,
  stock_locator: stockLocator,
  stock_locator_overseas: stockLocatorOverseas,
  stock_locator_carousel: stockLocatorCarousel,
  quote_slider: quoteSlider,
  same_size_carousel: sameSizeCarousel,
  color_button_carousel: colorButtonCarousel,
  collection_carousel_card: collectionCarouselCard,
  collection_item: collectionItem,
  collection_slider: collectionSlider,
  collection_slider_feed: collectionSliderFeed,
  models_carousel: modelsCarousel,
  reservation_flow: reservationFlow,
  cancellation_flow: cancellationFlow,
  form: formBlock,
  offers_to_lead: offersToLead,
  extended_warranty: extendedWarranty,
  expanded_entry_form: expandedEntryForm,
  news,
  text_steps: textSteps,
  timeline,
  sign_post: signPost,
  accolade_image_box: accoladeImageBox,
  electrifying_power: electrifyingPower,
  house_of_brands: houseOfBrands,
  location_map: locationMap,
  timer,
  ready_to_go_bar: readyToGoBar,
  hotspots_container: hotspotsContainer,
  gallery,
  masonry_grid: masonryGrid,
  inspired_collection: inspiredCollection,
  parallax_image: parallaxImage,
  exterior_360: exterior360,
  interior_360: interior360,
  seat_slider: seatSlider,
  tabbed_component: tabbedComponent,
  model_summary: modelSummary,
  models_and_specifications: modelsAndSpecifications,
  specification_accordion: specificationAccordion,
  specification_at_a_glance: specificationAtAGlance,
  derivatives,
  section_tabs: sectionTabs,
  section_image_tabs: sectionImageTabs,
  electric_range_calculator: electricRangeCalculator,
  fuel_type_quiz: fuelTypeQuiz,
  subscription_quiz: subscriptionQuiz,
  defender_quiz: defenderQuiz,
  powertrains_quiz: powertrainsQuiz,
  rent_a_car: rentACar,
  car_rent: carRent,
  select_vehicle_to_update: selectVehicleToUpdate,
  local_vin_checker: localVinChecker,
  infotainment_system_identifier: infotainmentSystemIdentifier,
  dropdown_sections_select: dropdownSectionsSelect,
  retailer_locator: retailerLocator,
  retailer_cards: retailerCards,
  retailer_schema: retailerSchema,
  service_schema: serviceSchema,
  finance_calculator: financeCalculator,
  finance_options_table: financeOptionsTable,
} satisfies Record<string, BlockDefinition>;

export type BlockKey = keyof typeof blockRegistry;

export function getBlockDefinition(key: string): BlockDefinition | undefined {
  return Object.hasOwn(blockRegistry, key) ? (blockRegistry as Record<string, BlockDefinition>)[key] : undefined;
}

/** Whether any of these blocks renders from the request's query. */
export function needsDynamicRendering(templateKeys: string[]): boolean {
  return templateKeys.some((key) => getBlockDefinition(key)?.dynamic === true);
}
