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
  // Decision 0064: the range calculator's cars, by name (the chosen car's other texts show after a choice).
  'car_name',
  // Decision 0061: the quizzes' result texts the server HTML shows everyone (the no-JavaScript overview).
  'introduction',
  'benefits',
  // Decision 0067: a rental car card's model name, its feature texts and equipment names, shown as the page loads.
  'subtitle',
  'icon_text_1',
  'icon_text_2',
  'icon_text_3',
  'icon_text_4',
  'icon_text_5',
  'icon_text_6',
  'icon_text_7',
  'icon_text_8',
  'equipment_1',
  'equipment_2',
  'equipment_3',
  'equipment_4',
  'equipment_5',
  // Decision 0065: an update guide's steps, and the infotainment identifier's vehicles and systems, are in
  // every page's HTML (the whole list shows without JavaScript).
  'steps',
  'vehicle_label',
  'system_name',
  'system_description',
  // Decision 0066: where a retailer card or schema card says the retailer is.
  'address',
  'city',
  // Decision 0063: a finance comparison table's product headings and cells.
  'column_1',
  'column_2',
  'column_3',
  'column_4',
  'value_1',
  'value_2',
  'value_3',
  'value_4',
]);

/**
 * Text fields that are no page content: ids, keys and URLs, small print repeated on many pages,
 * and the texts of states a visitor only sees after acting (errors, modals, checkout outcomes).
 */
export const unsearchableFieldNames = new Set([
  'block_scroll_id',
  'blockId',
  'tab_id',
  // Decision 0064: the range calculator's data address, mappers, control labels, small print and the
  // texts of the car a visitor has not chosen yet.
  'json_url',
  'select_label',
  'range_label',
  'range_disclaimer',
  'car_description',
  'car_link',
  'engine_mapper',
  'wheel_size_mapper',
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
  // Decision 0062: the Defender and powertrains quizzes' addresses, button labels, questions, answers
  // and result texts: they show only once a visitor has started (the welcome title and text are searched).
  'welcome_video',
  'images_data_url',
  'start_label',
  'previous_label',
  'next_label',
  'see_results_label',
  'start_again_label',
  'deselect_all_label',
  'continue_label',
  'emission_label',
  'result_title',
  'benefits_title',
  'summary_title',
  'activities_title',
  'activities_subtitle',
  'activities_answers',
  'journeys_title',
  'journeys_subtitle',
  'journeys_answers',
  'companions_title',
  'companions_subtitle',
  'companions_answers',
  'question_1_title',
  'question_1_subtitle',
  'question_1_answers',
  'question_1_summary_answers',
  'question_2_title',
  'question_2_subtitle',
  'question_2_answers',
  'question_2_summary_answers',
  'question_3_title',
  'question_3_subtitle',
  'question_3_answers',
  'question_3_summary_answers',
  'question_4_title',
  'question_4_subtitle',
  'question_4_answers',
  'question_4_summary_answers',
  'question_5_title',
  'question_5_subtitle',
  'question_5_answers',
  'question_5_summary_answers',
  'name',
  'button',
  // Decision 0061: a quiz result's lists, aside box and links show only after the visitor's answers.
  'also_consider_label',
  'advantages',
  'disadvantages',
  'vehicle_link',
  'other_option_link',
  'aside_title',
  'aside_text',
  'aside_primary_link',
  'aside_secondary_link',
  // Decision 0067: Rent a Car's form settings, the texts of its outcomes and its small print; a car
  // card's price note.
  'contact_form_id',
  'form_summary_template',
  'thank_you_heading',
  'thank_you_disclaimer',
  'thank_you_button_label',
  'error_disclaimer',
  'location_disclaimer',
  'price_context',
  // Decision 0065: the owner tools' control labels, keys and scroll ids, a title template with its
  // placeholder, pack names shown only in a modal, and the VIN checker's answers, shown after a check.
  'key',
  'parent_label',
  'child_label',
  'show_me_label',
  'clear_label',
  'results_text',
  'view_all_label',
  'input_label',
  'input_hint',
  'button_label',
  'positive_text',
  'negative_text',
  'remedied_text',
  'positive_link',
  'selected_vehicle_title',
  'choose_label',
  'change_label',
  'dropdown_label',
  'confirm_label',
  'option_label',
  'option_blocks',
  'selected_text',
  'edit_label',
  // Decision 0066: a retailer's postcode, hours, payment and price small print, and the structured data's keywords.
  'postcode',
  'opening_hours',
  'keywords',
  'payment_accepted',
  'price_range',
  // Decision 0063: the finance calculator's model keys, small print and plan buttons, and a table's badge.
  'nameplate_key_filter',
  'disclaimers',
  'main_button',
  'additional_buttons',
  'highlight_label',
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
