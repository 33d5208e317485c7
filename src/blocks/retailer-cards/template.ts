import { contactsMax, servicesMax } from '@/features/retailers/card-items';
import { distanceUnits } from '@/features/retailers/distance';
import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** blocks.md §2.6: at most 30 cards. */
export const retailerCardsMax = 30;

export const retailerCardsTemplate = defineTemplate({
  key: 'retailer_cards',
  name: 'Retailer cards',
  description:
    'Retailers, service centres or showrooms an editor lists by hand (up to 30): address, hours, call, WhatsApp and e-mail buttons, services; visitors search by city or town and see the nearest first, and can open a map.',
  short_description: 'Hand-picked retailers as cards',
  group: 'Retailers',
  list_priority: 71,
  thumbnail_url: '/block-thumbnails/retailer_cards.svg',
  max_field_groups: retailerCardsMax,
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 600 }),
    field.paragraphSize('paragraph_size', 'm'),
    field.bool('has_search', 'Search by city or town', true),
    field.select('distance_unit', 'Distance unit', distanceUnits, 'km'),
    field.bool('show_on_map', 'Show on map (a map the visitor opens)', true),
    field.bool('show_services', 'Show services', true),
    ...layoutFields(),
  ],
  field_groups_template: [
    field.string('name', 'Name', { required: true, max_length: 120 }),
    field.string('address', 'Address (都道府県から番地・建物名まで)', { required: true, max_length: 200 }),
    field.string('city', 'City or town (市区町村)', { max_length: 60 }),
    field.string('postcode', 'Postcode (〒)', { max_length: 10, translatable: false }),
    field.text('opening_hours', 'Opening hours', { max_length: 300 }),
    field.number('latitude', 'Latitude', { min: -90, max: 90 }),
    field.number('longitude', 'Longitude', { min: -180, max: 180 }),
    field.jsonValue('contact_info', 'Contact info', [], {
      help: `Up to ${contactsMax}: [{ "type": "phone" | "whatsapp" | "email", "icon": "phone", "label": "お電話", "href": "03-1234-5678" | "+81…" | "info@example.jp" }]. Phone numbers become tel: links in E.164.`,
    }),
    field.jsonValue('services', 'Services', [], {
      help: `Up to ${servicesMax}: [{ "icon": "wrench", "label": "整備・車検" }]. Icons: car, calendar, wrench, tag, phone, location, info, shield.`,
    }),
    field.link('link', 'Link (the retailer’s page)'),
  ],
});
