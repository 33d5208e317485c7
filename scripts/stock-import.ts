// `npm run stock:import -- <file.jsonl|file.csv> [--listing jp-main] [--partial]`
// Validates every row; a file with any bad row is rejected with row, field and reason and changes
// nothing. A full feed (the default) marks vehicles it no longer contains as no longer listed.
import { readFileSync } from 'node:fs';
import { getHandle } from '@/db/client.server';
import { importFeed } from '@/features/stock/import.server';
import { isAppError } from '@/lib/app-error';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const listing = args[args.indexOf('--listing') + 1] && args.includes('--listing') ? args[args.indexOf('--listing') + 1]! : 'jp-main';
if (!file) {
  console.error('usage: npm run stock:import -- <file.jsonl|file.csv> [--listing jp-main] [--partial]');
  process.exit(2);
}
const format = file.toLowerCase().endsWith('.csv') ? 'csv' : 'jsonl';
const handle = await getHandle();
try {
  const outcome = await importFeed(listing, readFileSync(file, 'utf8'), format, { full: !args.includes('--partial') });
  console.log(`imported ${outcome.rows} vehicles into ${listing}: ${outcome.inserted} new, ${outcome.updated} updated, ${outcome.unlisted} no longer listed`);
} catch (error) {
  if (!isAppError(error)) throw error;
  console.error(error.message);
  for (const e of error.errors) console.error(`  ${e.pointer}: ${e.detail}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
