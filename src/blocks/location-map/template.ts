import { field, layoutFields } from '../field-factories';
import { defineTemplate } from '../fields';

/** Warsaw: blocks.md §2.21, "default coordinates in Warsaw". */
export const defaultCoordinates = { latitude: 52.2297, longitude: 21.0122 } as const;

/**
 * blocks.md §2.21 "location map (dual frame map)": latitude, longitude, content. One frame holds the
 * content (address, opening hours), the other the map (decision 0054).
 */
export const locationMapTemplate = defineTemplate({
  key: 'location_map',
  name: 'Location map',
  description:
    'Two frames: an address with opening hours and links to open the place in a map app, beside a map that loads only with the visitor’s consent.',
  short_description: 'Address beside a map',
  group: 'Content',
  list_priority: 56,
  thumbnail_url: '/block-thumbnails/location_map.svg',
  fields: [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.html('content', 'Content (address, opening hours, access)', { max_length: 20_000 }),
    field.number('latitude', 'Latitude', { min: -90, max: 90, default: defaultCoordinates.latitude }),
    field.number('longitude', 'Longitude', { min: -180, max: 180, default: defaultCoordinates.longitude }),
    field.number('zoom', 'Map zoom (3 = country, 15 = streets, 20 = buildings)', { min: 3, max: 20, default: 15 }),
    field.links('buttons', 'Buttons', 2),
    ...layoutFields(),
  ],
  field_groups_template: [],
});
