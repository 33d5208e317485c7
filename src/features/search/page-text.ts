/**
 * The text of a page's blocks that visitors read, for the search index. Features cannot import the
 * block registry (decision 0019), so the fields are chosen by name — field names are the spec's
 * contract (conventions §6) — and `src/blocks/search-fields.test.ts` fails when a block gains a text
 * field that neither list names, so every new field is a decision.
 */

/** Headings, paragraphs, editor HTML, item texts and link labels that a page shows as it loads. */
export const searchableFieldNames = new Set([
  'title',
  'paragraph',
  'description',
  'text',
  'content',
  'html',
  'label',
  'tab_label',
  'vehicles_headline',
  'welcome_text',
  'form_title',
  'form_subtile',
  'form_paragraph',
  // Link and LinksCollection fields: their labels.
  'link',
  'more_link',
  'buttons',
  // Decision 0055: a gallery image's caption is visible text under it.
  'caption',
  // Hero carousels (decision 0052): a slide's headline and its button.
  'info',
  'button_link',
  // Carousels (decision 0053): a quote and who said it, a colour's name, a collection link's words.
  'quote',
  'author',
  'author_position',
  'color_name',
  'link_label',
  // Decision 0059: what the seat slider's figure counts (its visible caption).
  'counter_label',
  // Model blocks (decision 0057): a model card's own title for the model.
  'car_title',
]);

/**
 * Text fields that are no page content: ids, keys and URLs, small print repeated on many pages,
 * and the texts of states a visitor only sees after acting (errors, modals, checkout outcomes).
 */
export const unsearchableFieldNames = new Set([
  'block_scroll_id',
  'blockId',
  'tab_id',
  // Carousels (decision 0053): a colour code, collection URLs, and the price and lease small print
  // repeated under every model.
  'color_code',
  'url',
  'price_note',
  'lease_note',
  'video_url',
  // Decision 0060: what the collection slider feed asks its feed for; the items are the feed's, not the page's.
  'market',
  'collection',
  // Hero carousels (decision 0052): the phone video, the analytics offer key, and prices, which change
  // and would match every search for a figure.
  'mobile_video_url',
  'offer_key',
  'price',
  'ci_key_list',
  'sl_key_model',
  'card_icons',
  'owner_id',
  'form_id',
  'category',
  'currency_symbol',
  'open_all_label',
  'close_all_label',
  'disclaimer',
  'form_disclaimer',
  'terms_disclaimer',
  'terms_checkbox_label',
  'fee_info_text',
  'locked_info_text',
  'no_vehicles_text',
  'unavailable_text',
  'soft_lock_expired_text',
  'reservation_made_text',
  'cancellation_text',
  'paid_lead_cancel_only_text',
  'card_payment_error_title',
  'card_payment_error_text',
  'card_payment_error_prefix',
  'error_title',
  'error_text',
  'error_button_text',
  'try_again_label',
  'modal_title',
  'modal_text',
  'modal_primary_button_label',
  'modal_secondary_button_label',
  'paid_modal_text',
  'paid_modal_primary_button_label',
  'thank_you_title',
  'thank_you_text',
  'awaiting_cancellation_title',
  'awaiting_cancellation_text',
  'cancelled_title',
  'cancelled_text',
  // News block (decision 0045): labels and the texts of its error and empty states; the articles
  // themselves are indexed as news documents.
  'read_more_label',
  'pagination_text',
  'error_heading',
  'error_message',
  'no_results_heading',
  'no_results_message',
  'back_button_label',
  // Decision 0055: a gallery's filter labels and a collection's modal button are controls, not content.
  'category_1',
  'category_2',
  'category_3',
  'category_4',
  'all_label',
  'modal_button_label',
  // Decision 0054: a figure and its unit mean nothing alone (their label is searched), a countdown's
  // date is a setting, and its end text shows only once the date has passed.
  'value',
  'unit',
  'end_date',
  'end_text',
  // Decision 0059: 360 addresses, a figure's unit (its label is searched) and the 360 views' alt text,
  // which, like every image's, is not indexed.
  'frames_url',
  'panorama_url',
  'counter_unit',
  'image_alt',
  // Model blocks (decision 0057): catalogue keys and the stock page are settings; figure and fuel
  // labels mean nothing alone (the catalogue's figures are not page text); toggle and button labels
  // are controls; the additional specification shows only in a modal.
  'car_key',
  'engine_key',
  'stock_path',
  'spec_label_1',
  'spec_label_2',
  'spec_label_3',
  'electric_label',
  'petrol_label',
  'hybrid_label',
  'toggle_label',
  'collapse_label',
  'standard_equipment_label',
  'additional_specification_label',
  'additional_specification',
  // Decision 0058: a section tabs modal's cards repeat the tabs, and show only once the modal is open.
  'modal_card_title',
  'modal_card_subtitle',
]);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a browser would show of editor HTML: no scripts, styles, comments or tags; entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A field's readable text: strings (HTML or plain), a link's label, a list of links' labels. */
function valueText(value: unknown): string[] {
  if (typeof value === 'string') return [value.includes('<') || value.includes('&') ? htmlToText(value) : value.trim()];
  if (Array.isArray(value)) return value.flatMap(valueText);
  if (value && typeof value === 'object' && 'label' in value && typeof value.label === 'string') return [value.label.trim()];
  return [];
}

function recordText(record: Record<string, unknown> | undefined): string[] {
  if (!record || typeof record !== 'object') return [];
  return Object.entries(record).flatMap(([name, value]) => (searchableFieldNames.has(name) ? valueText(value) : []));
}

/** The visible text of one block's stored content (`{ fields, field_groups }`), in reading order. */
export function blockText(content: { fields?: Record<string, unknown>; field_groups?: Record<string, unknown>[] }): string[] {
  const groups = Array.isArray(content.field_groups) ? content.field_groups : [];
  return [...recordText(content.fields), ...groups.flatMap(recordText)].filter(Boolean);
}
