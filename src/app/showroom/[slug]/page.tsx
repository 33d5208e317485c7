import type { Metadata } from 'next';
import { Suspense } from 'react';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { DealerCard } from '@/features/stock/components/dealer-card';
import { FeatureLists } from '@/features/stock/components/feature-lists';
import { PriceBlock } from '@/features/stock/components/price-block';
import { SaveButton } from '@/features/stock/components/save-button.client';
import { SpecTable } from '@/features/stock/components/spec-table';
import { UsedCarPanel } from '@/features/stock/components/used-car-panel';
import { VehicleCard } from '@/features/stock/components/vehicle-card';
import { VehicleGallery } from '@/features/stock/components/vehicle-gallery';
import { VehicleStructuredData } from '@/features/stock/components/vehicle-structured-data';
import { formatYenMan } from '@/features/stock/format';
import { vehicleIdFromSlug } from '@/features/stock/slug';
import { getVehiclePage, similarVehicles } from '@/features/stock/vehicle-page.server';
import { getListing } from '@/features/stock/search.server';
import { arrangeButtons } from '@/features/stock/dealer-mode';
import { formatPhoneJa, telHref } from '@/features/stock/phone';
import { getSetting } from '@/features/settings/settings.server';
import { SiteShell } from '@/features/site/site-shell.server';
import { getT } from '@/i18n/i18n';
import { BackToSearch } from '@/features/stock/components/back-to-search.client';
import { env } from '@/lib/env.server';
import styles from '@/features/stock/components/vehicle-detail.module.css';

type Props = { params: Promise<{ slug: string }> };

/** The area keys a search page handed over (postcode search), for the way back. */
const areaKeys = ['_postcode', '_state', '_locality', '_retailer'];

/** Rendered on first request and cached; any stock change re-renders (docs/decisions/0009). */
export async function generateStaticParams() {
  return [];
}
export const revalidate = 60;

async function load(params: Props['params']) {
  const id = vehicleIdFromSlug((await params).slug);
  return id ? getVehiclePage(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  if (!page) return {};
  const t = getT('ja');
  const { vehicle } = page;
  const [divider, siteName] = await Promise.all([getSetting('seo.title_divider'), getSetting('seo.site_name')]);
  const price = vehicle.state === 'new' ? formatYenMan(vehicle.msrpPrice, t) : formatYenMan(vehicle.onTheRoadPrice, t);
  const name = `${t(`stock.state_${vehicle.state}`)} ${vehicle.modelDisplayName} ${vehicle.version}`.trim();
  return {
    title: `${name} ${divider} ${siteName ?? t('site.name')}`,
    description: [name, vehicle.productionYear ? `${vehicle.productionYear}年` : '', vehicle.colorName, price].filter(Boolean).join(' ／ '),
    alternates: { canonical: new URL(page.canonicalPath, env().SITE_URL).toString() },
  };
}

/** Stock locator vehicle page (site.md §2, route stock-locator-preview; analytics page kind pdp). */
export default async function VehiclePage({ params }: Props) {
  const page = await load(params);
  if (!page) notFound();
  const { slug } = await params;
  // The proxy answers stale slugs with 301 first; this covers a slug that changed a moment ago.
  if (`/showroom/${slug}` !== page.canonicalPath) permanentRedirect(page.canonicalPath);
  const t = getT('ja');
  const { vehicle, dealer } = page;
  const [similar, orderOnline, listing, double] = await Promise.all([similarVehicles(vehicle), getSetting('stock.order_online_enabled'), getListing(vehicle.listingId), getSetting('price.double_price')]);
  const buttons = arrangeButtons(
    [
      ...(orderOnline ? [{ id: 'reserve', primary: true, href: `/showroom-order-online/vehicle/${vehicle.id}`, label: t('stock.reserve') }] : []),
      { id: 'enquire', primary: !orderOnline, href: `mailto:${dealer?.email ?? ''}?subject=${encodeURIComponent(`${vehicle.modelDisplayName} (${vehicle.id})`)}`, label: t('stock.enquire') },
      ...(dealer ? [{ id: 'call', primary: false, href: telHref(dealer.phone), label: `${t('stock.call')}（${formatPhoneJa(dealer.phone)}）` }] : []),
    ],
    listing.market,
  );
  const brandName = t(`stock.brand_${vehicle.nameplateBrandName}`, { fallback: vehicle.nameplateBrandName });
  return (
    <SiteShell path={page.canonicalPath} pageKind="pdp">
      <div className={styles.page} data-page-kind="pdp">
        <p className={styles.back}>
          <Suspense fallback={<Link href="/stock">← {t('stock.back_to_search')}</Link>}>
            <BackToSearch label={t('stock.back_to_search')} keys={areaKeys} />
          </Suspense>
        </p>
        <div className={styles.layout}>
          <div className={styles.media}>
            <VehicleGallery vehicle={vehicle} t={t} />
          </div>
          <div className={styles.summary}>
            <p className={styles.badges}>
              <span>{t(`stock.state_${vehicle.state}`)}</span>
              <span data-status={vehicle.status}>{t(`stock.status_${vehicle.status}`)}</span>
            </p>
            <h1 className={styles.title}>
              {vehicle.modelDisplayName}
              <span className={styles.version}>{vehicle.version}</span>
            </h1>
            <PriceBlock vehicle={vehicle} t={t} double={double} />
            <div className={styles.actions}>
              {[...buttons.primary.map((b) => ({ ...b, className: styles.primary })), ...buttons.secondary.map((b) => ({ ...b, className: styles.secondary }))].map((b) => (
                <a key={b.id} className={b.className} href={b.href} data-action={b.id}>
                  {b.label}
                </a>
              ))}
              <SaveButton id={vehicle.id} list={vehicle.listingId} saveLabel={t('stock.save')} savedLabel={t('stock.saved')} />
            </div>
            {dealer ? <DealerCard dealer={dealer} brand={vehicle.nameplateBrandName} t={t} /> : null}
          </div>
        </div>
        <UsedCarPanel vehicle={vehicle} t={t} />
        <SpecTable vehicle={vehicle} t={t} />
        <FeatureLists vehicle={vehicle} t={t} />
        {typeof vehicle.data.long_description === 'string' ? <p className={styles.description}>{vehicle.data.long_description}</p> : null}
        {similar.length ? (
          <section aria-labelledby="similar-vehicles" className={styles.section}>
            <h2 id="similar-vehicles" className={styles.sectionTitle}>
              {t('stock.similar')}
            </h2>
            <ul className={styles.similar}>
              {similar.map((v) => (
                <li key={v.id}>
                  <VehicleCard vehicle={v} t={t} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <VehicleStructuredData vehicle={vehicle} dealer={dealer} url={new URL(page.canonicalPath, env().SITE_URL).toString()} brandName={brandName} />
    </SiteShell>
  );
}
