import { defineTemplate } from '../fields';
import { schemaFields } from './schema-template';

export const retailerSchemaTemplate = defineTemplate({
  key: 'retailer_schema',
  name: 'Retailer schema',
  description:
    'A retailer’s facts — name, image, address and position, hours, payment, price range, contacts and what it offers — as a visible card and as schema.org AutoDealer structured data for search engines.',
  short_description: 'Retailer details with structured data',
  group: 'Retailers',
  list_priority: 72,
  thumbnail_url: '/block-thumbnails/retailer_schema.svg',
  fields: schemaFields(),
  field_groups_template: [],
});
