import type { Translate } from '@/i18n/i18n';

/**
 * Display rules for vehicles: site.md §5 (a non-numeric, empty or ≤ 0 price gives '' and the caller
 * shows "price on request"; units, seats) and the Japanese market rules of japan.md (万円 on cards,
 * full yen on detail pages, year/month dates, 和暦, used-car items).
 * Pure functions: identical output on server and client.
 */

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** 4,980,000円 — detail pages. */
export function formatYenFull(value: unknown, t: Translate): string {
  const n = toNumber(value);
  return n === null || n <= 0 ? '' : t('stock.yen', { amount: grouped.format(Math.round(n)) });
}

/** 498万円 / 498.5万円 — cards. Yen have no decimals; 万 keeps at most one. */
export function formatYenMan(value: unknown, t: Translate): string {
  const n = toNumber(value);
  if (n === null || n <= 0) return '';
  const man = Math.round(n / 1000) / 10;
  return t('stock.man_yen', { amount: man.toLocaleString('ja-JP', { maximumFractionDigits: 1 }) });
}

/** Mileage needs value and unit. Cards: 1.2万km; detail: 12,345km. */
export function formatMileage(value: unknown, unit: string | null | undefined, style: 'card' | 'detail', t: Translate): string {
  const n = toNumber(value);
  if (n === null || n < 0 || !unit) return '';
  if (style === 'card' && unit === 'km' && n >= 10_000) {
    return t('stock.mileage_man', { amount: (Math.round(n / 1000) / 10).toLocaleString('ja-JP', { maximumFractionDigits: 1 }) });
  }
  return `${grouped.format(n)}${unit}`;
}

/** Power needs value and unit: 300PS, 221kW. */
export function formatPower(value: unknown, unit: string | null | undefined): string {
  const n = toNumber(value);
  return n === null || n <= 0 || !unit ? '' : `${grouped.format(n)}${unit}`;
}

/** Engine or battery capacity: numeric only; litres with 1 decimal, other units with 0. */
export function formatCapacity(value: unknown, unit: string | null | undefined): string {
  const n = toNumber(value);
  if (n === null || n <= 0 || !unit) return '';
  const litres = unit.toLowerCase() === 'l';
  return `${litres ? n.toFixed(1) : grouped.format(Math.round(n))}${unit}`;
}

/** Seats: 0 or less gives nothing. */
export function formatSeats(value: unknown, t: Translate): string {
  const n = toNumber(value);
  return n === null || n <= 0 ? '' : t('stock.seats', { count: n });
}

/** 2021年4月 — registration, inspection and warranty dates show year and month only. */
export function formatYearMonth(iso: string | null | undefined, t: Translate): string {
  const m = iso ? /^(\d{4})-(\d{2})/.exec(iso) : null;
  return m ? t('stock.year_month', { year: m[1], month: Number(m[2]) }) : '';
}

/**
 * Japanese era of a date, from our own table so server and browsers agree (ICU output differs).
 * Returns e.g. { name: '令和', short: 'R', year: 1 }; year 1 is 元年 in running text.
 */
const eras = [
  { name: '令和', short: 'R', start: '2019-05-01' },
  { name: '平成', short: 'H', start: '1989-01-08' },
  { name: '昭和', short: 'S', start: '1926-12-25' },
] as const;

export function japaneseEra(isoDate: string): { name: string; short: string; year: number } | null {
  const era = eras.find((e) => isoDate >= e.start);
  if (!era) return null;
  return { name: era.name, short: era.short, year: Number(isoDate.slice(0, 4)) - Number(era.start.slice(0, 4)) + 1 };
}

/** 2019(R1) — a year with its era; the era in force at the end of that year. */
export function yearWithEra(year: number): string {
  const era = japaneseEra(`${year}-12-31`);
  return era ? `${year}(${era.short}${era.year})` : String(year);
}

/** A value's translated label when there is one, else the value itself (feeds may add new ones). */
export function labelOf(t: Translate, prefix: string, value: string | null | undefined): string {
  if (!value) return '';
  return t(`stock.${prefix}_${value}`, { fallback: value });
}

/** The web shows at least the last 3 characters of the VIN (the spec's short VIN). */
export function shortVin(vin: string | null | undefined): string {
  if (!vin) return '';
  return vin.length > 3 ? vin.slice(-3) : vin;
}
