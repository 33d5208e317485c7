import { defineTemplate } from '../fields';
import { schemaFields } from '../retailer-schema/schema-template';

/** blocks.md §2.6: "The service schema block has the same shape" as the retailer schema block. */
export const serviceSchemaTemplate = defineTemplate({
  key: 'service_schema',
  name: 'Service schema',
  description:
    'A service centre’s facts — name, image, address and position, hours, payment, price range, contacts and its services — as a visible card and as schema.org AutoRepair structured data for search engines.',
  short_description: 'Service centre details with structured data',
  group: 'Retailers',
  list_priority: 73,
  thumbnail_url: '/block-thumbnails/service_schema.svg',
  fields: schemaFields(),
  field_groups_template: [],
});
