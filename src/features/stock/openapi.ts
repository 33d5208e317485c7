import { API_ITEMS_MAX, API_ITEMS_MIN, checkboxFilters, rangeFilters, sortOptions } from './constants';

/** OpenAPI 3.1 description of the stock locator APIs (site.md §7). */
const problem = { $ref: '#/components/responses/Problem' };
const listingId = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: 'Listing id (ci_key_list), e.g. jp-main',
};

const filterParameters = [
  ...Object.entries(checkboxFilters).map(([key, def]) => ({
    name: `filter[${def.param}][]`,
    in: 'query',
    style: 'form',
    explode: true,
    schema: { type: 'array', items: { type: 'string' } },
    description: `Stock filter "${key}" (${def.kind === 'includes' ? 'any of the values' : 'one of the values'}); comma-separated filter[${def.param}]=a,b also works.`,
  })),
  ...Object.keys(rangeFilters).flatMap((key) =>
    ['gteq', 'lteq'].map((bound) => ({
      name: `filter[${key}_${bound}]`,
      in: 'query',
      schema: { type: 'integer' },
      description: `${key} ${bound === 'gteq' ? '≥' : '≤'} value`,
    })),
  ),
  {
    name: 'filter[nameplate_model_group_eq]',
    in: 'query',
    schema: { type: 'string' },
    description: 'Model group or family key (defender_family, range_rover_family, discovery_family, any_jag, any_lr)',
  },
  { name: 'filter[nameplate_brand_name_eq]', in: 'query', schema: { type: 'string' } },
  { name: 'filter[nameplate_name_eq]', in: 'query', schema: { type: 'string' } },
  { name: 'filter[owner_dealer_codes_includes]', in: 'query', schema: { type: 'string' }, description: 'Comma-separated dealer codes' },
  {
    name: 'forced_statuses',
    in: 'query',
    schema: { type: 'string' },
    description: 'Comma-separated statuses the whole search is restricted to',
  },
  {
    name: 'forced_dealer_codes',
    in: 'query',
    schema: { type: 'string' },
    description: 'Comma-separated dealer codes the whole search is restricted to',
  },
  { name: 'sort', in: 'query', schema: { type: 'string', enum: Object.keys(sortOptions), default: 'createdAtDesc' } },
  { name: 'items', in: 'query', schema: { type: 'integer', minimum: API_ITEMS_MIN, maximum: API_ITEMS_MAX, default: API_ITEMS_MAX } },
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
];

const listingResponse = {
  description: 'Vehicles with paging, facet counts (each computed without its own filter) and range bounds',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          data: { type: 'array', items: { $ref: '#/components/schemas/Vehicle' } },
          meta: {
            type: 'object',
            properties: {
              total: { type: 'integer' },
              page: { type: 'integer' },
              items: { type: 'integer' },
              pages: { type: 'integer' },
              sort: { type: 'string' },
              facets: {
                type: 'object',
                additionalProperties: {
                  type: 'array',
                  items: { type: 'object', properties: { value: { type: 'string' }, count: { type: 'integer' } } },
                },
              },
              ranges: {
                type: 'object',
                additionalProperties: {
                  type: 'object',
                  properties: { min: { type: ['integer', 'null'] }, max: { type: ['integer', 'null'] } },
                },
              },
            },
          },
        },
      },
    },
  },
};

export const stockOpenApi = {
  openapi: '3.1.0',
  info: {
    title: 'Stock locator API',
    version: '1.0.0',
    description: 'Vehicles, facets, retailers and configuration of the stock locator. Errors are RFC 9457 problem+json.',
  },
  paths: {
    '/public_api/listing/{id}': {
      get: {
        summary: 'Search a listing',
        parameters: [listingId, ...filterParameters],
        responses: { 200: listingResponse, 400: problem, 404: problem },
      },
    },
    '/public_api/listing/{id}/light': {
      get: {
        summary: 'Search a listing (card-sized vehicles)',
        parameters: [listingId, ...filterParameters],
        responses: { 200: listingResponse, 400: problem, 404: problem },
      },
    },
    '/public_api/listing/{id}/vehicle/{vehicleId}': {
      get: {
        summary: 'One listed vehicle',
        parameters: [listingId, { name: 'vehicleId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          200: {
            description: 'The vehicle',
            content: { 'application/json': { schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/Vehicle' } } } } },
          },
          400: problem,
          404: problem,
        },
      },
    },
    '/public_api/listing/{id}/retailers': {
      get: {
        summary: 'Retailers of a listing (postcode dealer search)',
        parameters: [
          listingId,
          { name: 'q[brand_eq]', in: 'query', schema: { type: 'string' } },
          { name: 'q[state_eq]', in: 'query', schema: { type: 'string' }, description: 'Prefecture, e.g. 東京都' },
          { name: 'q[postcode_eq]', in: 'query', schema: { type: 'string' }, description: '7 digits, any width, with or without hyphen' },
          { name: 'q[locality_eq]', in: 'query', schema: { type: 'string' }, description: 'City or ward, e.g. 港区' },
          { name: 'filter[brands_name_eq]', in: 'query', schema: { type: 'string' } },
        ],
        responses: {
          200: { description: 'Retailers sorted by name (at most 50) and their de-duplicated dealer codes' },
          400: problem,
          404: problem,
        },
      },
    },
    '/public_api/company_config/{name}': {
      get: {
        summary: 'Company configuration entries',
        parameters: [
          { name: 'name', in: 'path', required: true, schema: { type: 'string', default: 'all' } },
          { name: 'Company-Config', in: 'header', schema: { type: 'string' }, description: 'Company name; wins over the path' },
          {
            name: 'config_type',
            in: 'query',
            schema: { type: 'string' },
            description: 'Comma-separated: additional, cash, lease, subscription, order_online …',
          },
        ],
        responses: { 200: { description: 'Entries of { config_type, data }' }, 400: problem },
      },
      put: {
        summary: 'Create or replace one config type (settings.manage)',
        description:
          'Body { config_type, data }. The checkout’s page documents are checked (422 naming each field): ' +
          'order_online_steps_page { steps: { details|options|contact|terms|payment: { title ≤ 40, description ≤ 1000 } } } and ' +
          'order_online_success_page { title ≤ 80, text ≤ 2000 with {{number}} } — also under their config_ names ' +
          '(configurator journey). Other types are stored as given.',
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string', default: 'all' } }],
        responses: { 200: { description: 'The stored entry' }, 401: problem, 403: problem, 422: problem },
      },
    },
    '/public_api/vehicles/config_data': {
      get: {
        summary: 'The listed vehicle built from a configurator URL',
        parameters: [{ name: 'config_url', in: 'query', required: true, schema: { type: 'string', maxLength: 2048 } }],
        responses: { 200: { description: 'The vehicle' }, 400: problem, 404: problem },
      },
    },
    '/trade_in/form_options': {
      get: {
        summary: 'Trade-in form options',
        parameters: [
          { name: 'lang', in: 'query', schema: { type: 'string', enum: ['ja', 'en'], default: 'ja' } },
          { name: 'brand', in: 'query', schema: { type: 'string' } },
        ],
        responses: { 200: { description: 'bodyTypes, brands, models, fuelTypes as { value, name }' } },
      },
    },
    '/api/stock/import': {
      post: {
        summary: 'Import a dealer feed (admin)',
        security: [{ bearer: [] }],
        parameters: [
          { name: 'listing', in: 'query', schema: { type: 'string', default: 'jp-main' } },
          { name: 'mode', in: 'query', schema: { type: 'string', enum: ['full', 'partial'], default: 'full' } },
        ],
        requestBody: {
          required: true,
          content: { 'text/csv': { schema: { type: 'string' } }, 'application/x-ndjson': { schema: { type: 'string' } } },
        },
        responses: { 200: { description: 'rows, inserted, updated, unlisted' }, 401: problem, 413: problem, 415: problem, 422: problem },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    responses: {
      Problem: {
        description: 'RFC 9457 problem',
        content: {
          'application/problem+json': {
            schema: {
              type: 'object',
              properties: {
                type: { type: 'string' },
                title: { type: 'string' },
                status: { type: 'integer' },
                detail: { type: 'string' },
                errors: {
                  type: 'array',
                  items: { type: 'object', properties: { pointer: { type: 'string' }, detail: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
    schemas: {
      Vehicle: {
        type: 'object',
        description: 'site.md §3 Vehicle. Prices in yen; display_price is 支払総額 for used/approved cars and MSRP for new ones.',
        properties: {
          id: { type: 'integer' },
          list: { type: 'string' },
          vin: { type: 'string', description: 'The full VIN: sent only when the setting stock.show_full_vin is on.' },
          vin_suffix: { type: 'string', description: '車台番号下3桁: the last three characters of the VIN.' },
          short_vin: { type: 'string', description: 'Same as vin_suffix (site.md §3 name).' },
          state: { type: 'string', enum: ['new', 'approved', 'used'] },
          status: {
            type: 'string',
            enum: ['stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery', 'demo'],
          },
          nameplate_brand_name: { type: 'string' },
          nameplate_name: { type: 'string' },
          model_display_name: { type: 'string' },
          msrp_price: { type: ['integer', 'null'] },
          sale_price: { type: ['integer', 'null'] },
          display_price: { type: ['integer', 'null'] },
          japan_used_and_approved_cars_field: { type: 'object' },
          path: { type: 'string' },
          cover_photo_medium: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;
