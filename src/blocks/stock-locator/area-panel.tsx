import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import { areaParams, emptySearch, stockUrlQuery } from '@/features/stock/url-state';
import { AreaDialog } from './islands';
import type { AreaResult } from './area.server';
import styles from './stock-locator.module.css';

interface Props {
  action: string;
  result: AreaResult;
  /** The 47 prefectures, in JIS order. */
  prefectures: string[];
  t: Translate;
  id: string;
}

function AreaForm({ action, result, prefectures, t, id }: Props) {
  return (
    <form method="get" action={action} className={styles.areaForm} aria-label={t('stock.area_title')}>
      <label>
        <span>{t('stock.area_postcode')}</span>
        〒
        <input
          id={`${id}-postcode`}
          name={areaParams.postcode}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('stock.area_postcode_placeholder')}
          defaultValue={result.area.postcode ?? ''}
          maxLength={8}
        />
      </label>
      <label>
        <span>{t('stock.area_state')}</span>
        <select name={areaParams.state} defaultValue={result.area.postcode ? '' : (result.area.state ?? '')}>
          <option value="">{t('stock.area_state_any')}</option>
          {prefectures.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t('stock.area_search')}</button>
    </form>
  );
}

/**
 * Area search (site.md §4): postcode or prefecture → that area's retailers' stock. Several places
 * for one postcode → the visitor picks; no retailer → a dialog that only a new area closes.
 */
export function AreaPanel(props: Props) {
  const { action, result, t, id } = props;
  const { area } = result;
  const message =
    result.problem === 'invalid_postcode'
      ? t('stock.area_invalid')
      : result.problem === 'unknown_postcode'
        ? t('stock.area_unknown', { postcode: area.postcode ?? '' })
        : result.problem === 'state_required'
          ? t('stock.area_state_required')
          : null;
  if (result.problem === 'no_dealers') {
    return (
      <AreaDialog labelledBy={`${id}-area-none`}>
        <h2 id={`${id}-area-none`}>{t('stock.area_none_title')}</h2>
        <p>{t('stock.area_none_text')}</p>
        <AreaForm {...props} id={`${id}-modal`} />
        <Link href={action}>{t('stock.area_clear')}</Link>
      </AreaDialog>
    );
  }
  const place = [area.state, area.locality].filter(Boolean).join('');
  return (
    <section className={styles.area} aria-label={t('stock.area_title')}>
      <AreaForm {...props} />
      {message ? (
        <p className={styles.areaError} role="alert">
          {message}
        </p>
      ) : null}
      {result.choices.length ? (
        <div role="group" aria-label={t('stock.area_choose')}>
          <p>{t('stock.area_choose')}</p>
          <ul className={styles.choices}>
            {result.choices.map((c) => (
              <li key={`${c.state}${c.locality}`}>
                <Link
                  href={`${action}${stockUrlQuery({ search: emptySearch(), area: { postcode: c.postcode, state: c.state, locality: c.locality }, budget: null })}`}
                >
                  {`${c.state}${c.locality}${c.town}`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.dealerCodes?.length ? (
        <p className={styles.areaCurrent} data-area-dealers={result.dealerCount}>
          {result.widenedToState
            ? t('stock.area_nearby', { area: place, state: area.state, count: result.dealerCount })
            : t('stock.area_current', {
                area: area.postcode ? `〒${area.postcode} ${place}` : place || area.retailer,
                count: result.dealerCount,
              })}{' '}
          <Link href={action}>{t('stock.area_clear')}</Link>
        </p>
      ) : null}
    </section>
  );
}
