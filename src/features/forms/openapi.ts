import { z } from 'zod';
import { formInput, formIntegrations } from './definition';
import { locationInput } from './locations.server';

/**
 * OpenAPI 3.1 paths of the forms, leads and locations APIs (site.md §7), merged into
 * /public_api/openapi.json. Request bodies are generated from the zod schemas the handlers use,
 * so the document cannot drift from what is checked.
 */
const problem = { $ref: '#/components/responses/Problem' };
const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, description: 'Form id' };
const leadId = { name: 'leadId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const exportId = { name: 'exportId', in: 'path', required: true, schema: { type: 'integer' } };
const bearer = [{ bearer: [] }];
const jsonBody = (schema: unknown) => ({ required: true, content: { 'application/json': { schema } } });
const ok = (description: string) => ({ description });
const leadFilters = [
  { name: 'items', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'filter[created_at_gteq]', in: 'query', schema: { type: 'string', format: 'date-time' } },
  { name: 'filter[created_at_lteq]', in: 'query', schema: { type: 'string', format: 'date-time' } },
  { name: 'sort', in: 'query', schema: { type: 'string', enum: ['created_at', '-created_at'], default: '-created_at' } },
];

export function formsOpenApiPaths() {
  const form = z.toJSONSchema(formInput, { io: 'input', unrepresentable: 'any' });
  const integrations = z.toJSONSchema(formIntegrations, { io: 'input', unrepresentable: 'any' });
  const location = z.toJSONSchema(locationInput, { io: 'input', unrepresentable: 'any' });
  return {
    '/api/forms': {
      get: {
        summary: 'Every form with its lead count (editor sign-in)',
        security: bearer,
        responses: { 200: ok('{ data: Form[] }'), 401: problem },
      },
      post: {
        summary: 'Create a form (forms.manage)',
        security: bearer,
        requestBody: jsonBody(form),
        responses: { 201: ok('{ data: Form }'), 409: problem, 422: problem },
      },
    },
    '/api/forms/{id}': {
      get: {
        summary: 'A form; disabled or protected ones need sign-in or a token',
        parameters: [id],
        responses: { 200: ok('{ data: Form } with ETag "r<revision>"'), 404: problem },
      },
      put: {
        summary: 'Replace a form (If-Match: "r<revision>" → 412 when stale)',
        security: bearer,
        parameters: [id],
        requestBody: jsonBody(form),
        responses: { 200: ok('{ data: Form }'), 412: problem, 422: problem },
      },
      delete: {
        summary: 'Delete a form without leads',
        security: bearer,
        parameters: [id],
        responses: { 204: ok('Deleted'), 409: problem },
      },
    },
    '/api/forms/{id}/settings/{part}': {
      get: {
        summary: 'thank_you (public), notifications or confirmations (forms.manage)',
        parameters: [
          id,
          { name: 'part', in: 'path', required: true, schema: { type: 'string', enum: ['thank_you', 'notifications', 'confirmations'] } },
        ],
        responses: { 200: ok('{ data }'), 404: problem },
      },
    },
    '/api/forms/{id}/integrations': {
      get: { summary: 'Where the form’s leads go besides e-mail', security: bearer, parameters: [id], responses: { 200: ok('{ data }') } },
      put: {
        summary: 'Change the integrations',
        security: bearer,
        parameters: [id],
        requestBody: jsonBody(integrations),
        responses: { 200: ok('{ data }'), 422: problem },
      },
    },
    '/api/forms/{id}/export': {
      get: { summary: 'The definition as a file', security: bearer, parameters: [id], responses: { 200: ok('{ form }') } },
    },
    '/api/forms/import': {
      post: {
        summary: 'Import an exported definition (replaces the form of that name)',
        security: bearer,
        requestBody: jsonBody({ type: 'object', properties: { form }, required: ['form'] }),
        responses: { 200: ok('Replaced'), 201: ok('Created'), 422: problem },
      },
    },
    '/api/forms/{id}/duplicate': {
      post: {
        summary: 'A disabled copy under ?name=',
        security: bearer,
        parameters: [id, { name: 'name', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { 201: ok('{ data: Form }'), 422: problem },
      },
    },
    '/api/forms/{id}/leads': {
      get: {
        summary: 'Leads with files and delivery status (leads.read)',
        security: bearer,
        parameters: [id, ...leadFilters],
        responses: { 200: ok('{ data: Lead[], meta }'), 400: problem },
      },
      post: {
        summary:
          'Send a lead (visitors). 201 once stored with its files; 422 names each field; 413/415 for files; 429; 503 with Retry-After',
        parameters: [id],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['attributes'],
                properties: { attributes: { type: 'object' }, 'g-recaptcha-response': { type: 'string' }, source_path: { type: 'string' } },
              },
            },
            'multipart/form-data': {
              schema: {
                type: 'object',
                description: 'The form’s fields by name, files included, privacy_consent=on, g-recaptcha-response',
              },
            },
          },
        },
        responses: { 201: ok('{ data: { id } }'), 404: problem, 413: problem, 415: problem, 422: problem, 429: problem, 503: problem },
      },
    },
    '/api/forms/{id}/leads/{leadId}': {
      get: { summary: 'One lead', security: bearer, parameters: [id, leadId], responses: { 200: ok('{ data: Lead }'), 404: problem } },
      delete: {
        summary: 'Delete a lead with its files (leads.manage)',
        security: bearer,
        parameters: [id, leadId],
        responses: { 204: ok('Deleted'), 404: problem },
      },
    },
    '/api/forms/{id}/leads/{leadId}/files/{fileId}': {
      get: {
        summary: 'A file of a lead, as an attachment',
        security: bearer,
        parameters: [id, leadId, { name: 'fileId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { 200: ok('The file'), 404: problem },
      },
    },
    '/api/forms/{id}/leads/integrations': {
      get: {
        summary: 'Deliveries by kind and status, and the failed ones',
        security: bearer,
        parameters: [id],
        responses: { 200: ok('{ data: { counts, failed } }') },
      },
    },
    '/api/forms/{id}/leads/integrations/fix': {
      post: {
        summary: 'Queue failed deliveries again',
        security: bearer,
        parameters: [id],
        responses: { 202: ok('{ data: { retried } }') },
      },
    },
    '/api/forms/{id}/lead_exports': {
      post: {
        summary: 'Start a CSV export (same filters and sort as the lead list)',
        security: bearer,
        parameters: [id, ...leadFilters.slice(2)],
        responses: { 202: ok('{ data: Export }'), 400: problem },
      },
    },
    '/api/forms/{id}/lead_exports/{exportId}': {
      get: {
        summary: 'Export status: pending, processing, completed, failed',
        security: bearer,
        parameters: [id, exportId],
        responses: { 200: ok('{ data: Export }'), 404: problem },
      },
    },
    '/api/forms/{id}/lead_exports/{exportId}/download': {
      get: {
        summary: 'The CSV (UTF-8 with BOM), streamed',
        security: bearer,
        parameters: [id, exportId],
        responses: { 200: ok('text/csv'), 409: problem },
      },
    },
    '/api/locations': {
      get: { summary: 'Every location (e-mail only for forms.manage)', responses: { 200: ok('{ data: Location[] }') } },
      post: {
        summary: 'Create a location',
        security: bearer,
        requestBody: jsonBody(location),
        responses: { 201: ok('{ data: Location }'), 422: problem },
      },
    },
    '/api/locations/{id}': {
      put: {
        summary: 'Change a location',
        security: bearer,
        parameters: [id],
        requestBody: jsonBody(location),
        responses: { 200: ok('{ data: Location }'), 404: problem, 422: problem },
      },
      delete: { summary: 'Delete a location', security: bearer, parameters: [id], responses: { 204: ok('Deleted'), 404: problem } },
    },
    '/api/integrations/active_system': {
      get: { summary: 'The CRM leads go to', security: bearer, responses: { 200: ok('{ data: { system, base_url, token_configured } }') } },
    },
    '/api/integrations/verify': {
      get: { summary: 'Whether the CRM answers with our token', security: bearer, responses: { 200: ok('{ data: { ok, detail } }') } },
    },
    '/public_api/postcodes/{postcode}': {
      get: {
        summary: 'Prefecture and city of a Japanese postcode (offline data)',
        parameters: [{ name: 'postcode', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: ok('{ data: Place[] }'), 400: problem },
      },
    },
  };
}
