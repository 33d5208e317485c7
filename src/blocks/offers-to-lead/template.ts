import { field, layoutFields } from '../field-factories';
import { defineTemplate, type PropsOf } from '../fields';

/** The interests an offer can be claimed for (blocks.md §2.7 booleans), in the order shown. */
export const offerInterests = [
  'new_cars',
  'approved',
  'owners',
  'branded_goods',
  'defender',
  'discovery',
  'range_rover',
  'jaguar',
] as const;

/** blocks.md §2.7: the field names exactly as the spec gives them (form_subtile included). */
export const offersToLeadTemplate = defineTemplate({
  key: 'offers_to_lead',
  name: 'Offers to lead',
  description:
    'CLAIM THIS OFFER: a lead form for an offer. The ticked interests are the choices visitors get; the category travels with the lead to the CRM.',
  short_description: 'Claim an offer',
  group: 'Forms',
  list_priority: 61,
  thumbnail_url: '/block-thumbnails/offers_to_lead.svg',
  fields: [
    field.scrollId(),
    field.string('category', 'Offer category (sent with the lead)', { max_length: 100, translatable: false }),
    field.bool('new_cars', 'Interest: new cars', true),
    field.bool('approved', 'Interest: approved cars', true),
    field.bool('owners', 'Interest: owners (service)', false),
    field.bool('branded_goods', 'Interest: branded goods', false),
    field.bool('defender', 'Interest: Defender', true),
    field.bool('discovery', 'Interest: Discovery', true),
    field.bool('range_rover', 'Interest: Range Rover', true),
    field.bool('jaguar', 'Interest: Jaguar', false),
    field.string('form_title', 'Form title (empty: CLAIM THIS OFFER)', { max_length: 120 }),
    field.string('form_subtile', 'Form subtitle', { max_length: 255 }),
    field.string('form_id', 'Form (name or id)', { required: true, max_length: 64, translatable: false }),
    field.bool('has_two_columns', 'Two columns from 741 px', false),
    field.select('button_position', 'Button position', ['left', 'center', 'right'], 'right'),
    field.string('error_text', 'Error text (empty: Offers request error)', { max_length: 255 }),
    field.string('error_button_text', 'Retry button (empty: Try again)', { max_length: 60 }),
    ...layoutFields(),
  ],
  field_groups_template: [],
});

export type OffersToLeadFields = PropsOf<typeof offersToLeadTemplate.fields>;
