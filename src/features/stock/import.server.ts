import 'server-only';

/** Public API of the dealer feed import (server): the CLI and the import API call `importFeed`. */
export { getStockImport, importFeed, listListingsForImport, listStockImports, type ImportOptions } from './import/import-feed.server';
export { parseFeed } from './import/feed-parse';
export { feedRowSchema, type FeedRow } from './import/feed-row';
export { upsertVehicles } from './import/upsert.server';
