import 'server-only';
import { cacheStats } from './cache.server';

/** Where this process's memory is, for operators (GET /api/health with the admin token). */
export function memoryDiagnostics() {
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const usage = process.memoryUsage();
  const pages = (globalThis as unknown as Record<symbol, { entries?: { size: number; calculatedSize: number } } | undefined>)[
    Symbol.for('brand-site.page-cache')
  ]?.entries;
  const data = cacheStats();
  return {
    rss_mb: mb(usage.rss),
    heap_used_mb: mb(usage.heapUsed),
    heap_total_mb: mb(usage.heapTotal),
    external_mb: mb(usage.external),
    array_buffers_mb: mb(usage.arrayBuffers),
    data_cache: { entries: data.entries, estimated_mb: mb(data.bytes), limit_mb: mb(data.maxBytes) },
    page_cache: { entries: pages?.size ?? 0, estimated_mb: mb(pages?.calculatedSize ?? 0) },
  };
}
