// `npm run stock:import -- <file.jsonl|file.csv> [--listing jp-main] [--partial]`
// Validates every row; a file with any bad row is rejected with row, field and reason and changes
// nothing. A full feed (the default) marks vehicles it no longer contains as no longer listed.
// Expected failures (unreadable file, database folder held by a server, rejected feed) print a
// message and exit 1; only a real bug ends with a stack trace.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { getHandle } from '@/db/client.server';
import { FolderLockedError } from '@/db/folder-lock.server';
import { systemActor } from '@/features/auth/permissions';
import { importFeed } from '@/features/stock/import.server';
import { isAppError } from '@/lib/app-error';
import { InvalidEnvironmentError } from '@/lib/env.server';
import { runShutdownHooks } from '@/lib/shutdown';

const usage = 'usage: npm run stock:import -- <file.jsonl|file.csv> [--listing jp-main] [--partial]';

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [file] = args.positionals;
  if (!file) {
    console.error(usage);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  try {
    await getHandle();
  } catch (error) {
    if (!(error instanceof FolderLockedError) && !(error instanceof InvalidEnvironmentError)) throw error;
    console.error(error.message); // the one line the server prints for the same conflict
    return 1;
  }
  const listing = args.values.listing;
  try {
    const outcome = await importFeed(
      systemActor('stock-import CLI'),
      listing,
      text,
      file.toLowerCase().endsWith('.csv') ? 'csv' : 'jsonl',
      { full: !args.values.partial, source: 'cli', fileName: basename(file) },
    );
    console.log(
      `imported ${outcome.rows} vehicles into ${listing}: ${outcome.inserted} new, ${outcome.updated} updated, ${outcome.unlisted} no longer listed`,
    );
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    console.error(error.message);
    for (const e of error.errors) console.error(`  ${e.pointer}: ${e.detail}`);
    return 1;
  } finally {
    // The database, and the publisher that told running servers about the import.
    await runShutdownHooks();
  }
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { listing: { type: 'string', default: 'jp-main' }, partial: { type: 'boolean', default: false } },
  });
}

process.exitCode = await main();
