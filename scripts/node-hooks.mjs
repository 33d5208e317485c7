// Lets plain Node (CLI scripts, e2e preparation) import the server modules the app uses:
// - `server-only` guards against client bundles; outside the bundler it is an empty module;
// - CSS Modules reached through the block registry mean nothing here and load as empty objects.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true };
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return next(url, context);
}`),
);
