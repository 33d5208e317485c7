import { field, layoutFields } from '../field-factories';

/**
 * blocks.md §2.6: the retailer schema block's fields; "the service schema block has the same shape".
 * Both render schema.org JSON-LD (AutoDealer, AutoRepair) and the same facts as a visible card.
 */
export function schemaFields() {
  return [
    field.scrollId(),
    field.image('image', 'Retailer image (1600×900, 1024×576, 640×360)', 'standard'),
    field.string('name', 'Name', { required: true, max_length: 120 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('description', 'Description', { max_length: 1000 }),
    field.string('keywords', 'Keywords (comma-separated)', { max_length: 300 }),
    field.text('opening_hours', 'Opening hours (one rule per line: 10:00〜18:00（火曜定休）, 月〜金 9:30〜18:00)', { max_length: 500 }),
    field.string('payment_accepted', 'Payment accepted', { max_length: 200 }),
    field.string('price_range', 'Price range', { max_length: 100 }),
    field.string('address', 'Address (〒 and 都道府県 first)', { required: true, max_length: 200 }),
    field.number('latitude', 'Latitude', { min: -90, max: 90 }),
    field.number('longitude', 'Longitude', { min: -180, max: 180 }),
    field.jsonValue('contact_info', 'Contact info', [], {
      help: '[{ "type": "phone" | "whatsapp" | "email", "value": "03-1234-5678" | "info@example.jp" }]',
    }),
    field.jsonValue('offers_info', 'Offers info', [], {
      help: '[{ "category": "新車販売", "description": "…", "url": "/models" | "https://…" }]',
    }),
    ...layoutFields(),
  ] as const;
}
