import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type DbOrTx } from '@/db/client.server';
import { searchDocuments } from '@/db/schema';
import { listingBrand } from '@/features/stock/constants';
import { emptySearch, stockUrlQuery } from '@/features/stock/url-state';
import { documentRow } from './search-document';

/** The part of a stock_locator block that says which cars its list shows. */
const stockBlockSchema = z.object({
  fields: z.object({ ci_key_list: z.string().min(1), sl_key_brand: z.string().optional().default('') }),
});

interface StockPage {
  id: number;
  path: string;
  publishAt: Date | null;
  unpublishAt: Date | null;
  listingId: string;
  /** undefined: every brand (decision 0024). */
  brand: string | undefined;
}

/**
 * The page a model result opens: the published page with a stock locator, the shortest path first
 * (the demo's /stock). Its models are shown within its publish window, like the page itself.
 */
async function findStockPage(db: DbOrTx): Promise<StockPage | null> {
  const { rows } = await db.execute<{
    id: number;
    path: string;
    publish_at: string | null;
    unpublish_at: string | null;
    content: unknown;
  }>(sql`
    select p.id, p.path, p.publish_at, p.unpublish_at, b.content from pages p join page_blocks b on b.page_id = p.id
    where b.template_key = 'stock_locator' and p.page_type = 'page' and p.status = 'published'
    order by length(p.path), p.path, b.position limit 1`);
  const row = rows[0];
  const block = row ? stockBlockSchema.safeParse(row.content) : null;
  if (!row || !block?.success) return null;
  const at = (value: string | null) => (value === null ? null : new Date(value));
  return {
    id: Number(row.id),
    path: row.path,
    publishAt: at(row.publish_at),
    unpublishAt: at(row.unpublish_at),
    listingId: block.data.fields.ci_key_list,
    brand: listingBrand(block.data.fields.sl_key_brand),
  };
}

/** The stock list filtered by one model, written by the stock locator's own serialiser. */
function modelQuery(nameplate: string): string {
  return stockUrlQuery({ search: { ...emptySearch(), checkbox: { models: [nameplate] } }, area: {}, budget: null });
}

/**
 * The models the stock page lists (one per nameplate, named by its most common display name),
 * replacing the ones indexed before. Cheap: a few dozen rows from one grouped scan.
 */
export async function replaceModelDocuments(tx: DbOrTx): Promise<number> {
  const stockPage = await findStockPage(tx);
  await tx.delete(searchDocuments).where(eq(searchDocuments.kind, 'model'));
  if (!stockPage) return 0;
  const brand = stockPage.brand === undefined ? sql`` : sql` and nameplate_brand_name = ${stockPage.brand}`;
  const { rows } = await tx.execute<{ nameplate: string; display: string }>(sql`
    select nameplate_name as nameplate, mode() within group (order by model_display_name) as display
    from vehicles where listing_id = ${stockPage.listingId} and listed${brand}
    group by nameplate_name order by nameplate_name`);
  if (!rows.length) return 0;
  await tx.insert(searchDocuments).values(
    rows.map((model) =>
      documentRow({
        kind: 'model',
        sourceKey: model.nameplate,
        pageId: stockPage.id,
        visibleFrom: stockPage.publishAt,
        visibleUntil: stockPage.unpublishAt,
        url: stockPage.path,
        urlQuery: modelQuery(model.nameplate),
        title: model.display,
        body: '',
        keywords: model.nameplate.replace(/[_-]+/g, ' '),
      }),
    ),
  );
  return rows.length;
}

export async function indexStockModels(): Promise<number> {
  const db = await getDb();
  return db.transaction((tx) => replaceModelDocuments(tx));
}
