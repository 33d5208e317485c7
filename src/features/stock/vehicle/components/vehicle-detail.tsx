import 'server-only';
import Link from 'next/link';
import { Suspense } from 'react';
import { getT } from '@/i18n/i18n';
import { VehicleCard } from '../../components/vehicle-card';
import { SaveButton } from '../../components/islands';
import { areaParams } from '../../search/url-state';
import type { VehiclePageView } from '../vehicle-page.server';
import { BackToSearch } from './back-to-search.client';
import { DealerCard } from './dealer-card';
import { FeatureLists } from './feature-lists';
import { LoanExampleTable } from './loan-example';
import { MobileActionBar } from './mobile-action-bar';
import { PriceBlock } from './price-block';
import { SpecTable } from './spec-table';
import { UsedCarPanel } from './used-car-panel';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleStructuredData } from './vehicle-structured-data';
import styles from './vehicle-detail.module.css';

/** The search page's area keys (postcode search) that the way back keeps. */
const backKeys = Object.values(areaParams);

/** Stock locator vehicle page body (site.md §2, route stock-locator-preview; analytics page kind pdp). */
export function VehicleDetail({ view }: { view: VehiclePageView }) {
  const t = getT('ja');
  const { vehicle, dealer } = view;
  return (
    <>
      <div className={styles.page} data-page-kind="pdp">
        <p className={styles.back}>
          <Suspense fallback={<Link href="/stock">← {t('stock.back_to_search')}</Link>}>
            <BackToSearch label={t('stock.back_to_search')} keys={backKeys} />
          </Suspense>
        </p>
        <div className={styles.layout}>
          <div className={styles.media}>
            <VehicleGallery photos={view.gallery} label={vehicle.modelDisplayName} />
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
            <PriceBlock price={view.price} />
            {view.loan ? <LoanExampleTable loan={view.loan} t={t} /> : null}
            <div className={styles.actions}>
              {[
                ...view.actions.primary.map((b) => ({ ...b, className: styles.primary })),
                ...view.actions.secondary.map((b) => ({ ...b, className: styles.secondary })),
              ].map((b) => (
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
        {view.similar.length ? (
          <section aria-labelledby="similar-vehicles" className={styles.section}>
            <h2 id="similar-vehicles" className={styles.sectionTitle}>
              {t('stock.similar')}
            </h2>
            <ul className={styles.similar}>
              {view.similar.map(({ vehicle: car, photo }) => (
                <li key={car.id}>
                  <VehicleCard vehicle={car} photo={photo} double={view.double} loan={view.loanTerms} t={t} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <MobileActionBar price={view.price} actions={[...view.actions.primary, ...view.actions.secondary]} t={t} />
      <VehicleStructuredData vehicle={vehicle} dealer={dealer} url={view.canonicalUrl} brandName={view.brandName} />
    </>
  );
}
