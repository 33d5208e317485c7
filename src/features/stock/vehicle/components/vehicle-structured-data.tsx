import type { DealerRow } from '@/db/schema';
import { dealerDisplayName } from '../../dealers/dealer-resource';
import type { VehicleWithData } from '../../types';
import { shownPriceYen } from '../vehicle-resource';

/** schema.org Car with an Offer in JPY, for search engines. */
export function VehicleStructuredData({
  vehicle,
  dealer,
  url,
  brandName,
}: {
  vehicle: VehicleWithData;
  dealer: DealerRow | null;
  url: string;
  brandName: string;
}) {
  const price = shownPriceYen(vehicle);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${vehicle.modelDisplayName} ${vehicle.version}`.trim(),
    brand: { '@type': 'Brand', name: brandName },
    model: vehicle.modelDisplayName,
    vehicleModelDate: vehicle.modelYear ?? undefined,
    productionDate: vehicle.productionYear ?? undefined,
    color: vehicle.colorName || undefined,
    numberOfSeats: vehicle.numberOfSeats ?? undefined,
    itemCondition: vehicle.state === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer: vehicle.mileage !== null ? { '@type': 'QuantitativeValue', value: vehicle.mileage, unitCode: 'KMT' } : undefined,
    url,
    offers: price
      ? {
          '@type': 'Offer',
          price,
          priceCurrency: 'JPY',
          availability:
            vehicle.status === 'sold'
              ? 'https://schema.org/SoldOut'
              : vehicle.status === 'reserved'
                ? 'https://schema.org/LimitedAvailability'
                : 'https://schema.org/InStock',
          seller: dealer
            ? {
                '@type': 'AutoDealer',
                name: dealerDisplayName(dealer, vehicle.nameplateBrandName),
                telephone: dealer.phone,
                address: {
                  '@type': 'PostalAddress',
                  postalCode: dealer.postcode,
                  addressRegion: dealer.state,
                  addressLocality: dealer.locality,
                  streetAddress: dealer.address,
                  addressCountry: 'JP',
                },
              }
            : undefined,
        }
      : undefined,
  };
  // JSON-LD: `<` is escaped so no value can close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
