import { z } from 'zod';
import { catalogueDocumentSchema } from './catalogue-document';

/**
 * OpenAPI 3.1 paths of the model catalogue (decision 0056), merged into /public_api/openapi.json.
 * The import body is generated from the schema the import checks, so the two cannot drift.
 */
const problem = { $ref: '#/components/responses/Problem' };
const bearer = [{ bearer: [] }];
const ok = (description: string) => ({ description });
const cachedMinute = 'Cache-Control: public, max-age=60';

export function modelsOpenApiPaths() {
  const document = z.toJSONSchema(catalogueDocumentSchema, { io: 'input', unrepresentable: 'any' });
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Derivative id' };
  return {
    '/public_api/brands': {
      get: {
        summary: 'Brands of the model catalogue with their model families',
        responses: { 200: ok(`{ data: Brand[] } (${cachedMinute})`) },
      },
    },
    '/public_api/nameplates': {
      get: {
        summary: 'Nameplates with brand, family, code, canonical code (site.md §3) and model page',
        responses: { 200: ok(`{ data: Nameplate[] } (${cachedMinute})`) },
      },
    },
    '/api/vehicles': {
      get: {
        summary: 'Each nameplate with its engines, derivatives (latest model year, cheapest first) and price from',
        responses: { 200: ok(`{ data: Vehicle[] } (${cachedMinute})`) },
      },
    },
    '/api/vehicles/grouped_nameplates': {
      get: { summary: 'Brands → model families → nameplates', responses: { 200: ok(`{ data: BrandGroup[] } (${cachedMinute})`) } },
    },
    '/api/vehicles/{id}/specs': {
      get: {
        summary: 'A derivative: figures, spec groups, standard equipment, its model, engine and body style',
        parameters: [id],
        responses: { 200: ok(`{ data: Derivative } (${cachedMinute})`), 400: problem, 404: problem },
      },
    },
    '/api/offer_car_models': {
      get: {
        summary: 'Model keys an offer’s car_model_key may name',
        responses: { 200: ok(`{ data: { car_model_key, name_ja, brand_key }[] }`) },
      },
    },
    '/api/compare/spec/{id}': {
      get: {
        summary:
          'Digits: a derivative’s comparison record. A model key: [ { model, derivatives } ] (the browser keeps data[0] as `models`)',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'Derivative id or model (nameplate) key' },
        ],
        responses: { 200: ok(`{ data } (${cachedMinute})`), 400: problem, 404: problem },
      },
    },
    '/api/models/export': {
      get: {
        summary: 'The whole catalogue as the import document (settings.read)',
        security: bearer,
        responses: { 200: ok('CatalogueDocument'), 401: problem, 403: problem },
      },
    },
    '/api/models/import': {
      post: {
        summary: 'Replace the whole catalogue (settings.manage): rows the document does not list are removed',
        security: bearer,
        requestBody: { required: true, content: { 'application/json': { schema: document } } },
        responses: { 200: ok('{ data: { counts, addedDerivatives, removedDerivatives } }'), 401: problem, 403: problem, 422: problem },
      },
    },
  };
}
