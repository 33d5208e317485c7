import type { Metadata } from 'next';

export interface VehicleShareInput {
  title: string;
  description: string;
  /** Absolute canonical URL of the vehicle page. */
  canonical: string;
  siteName: string;
  /** Absolute URL of the car's photo, when it has one. */
  image: { url: string; width: number; height: number; alt: string } | null;
}

/**
 * `<title>`, description, canonical link, Open Graph and Twitter card of a vehicle page: what LINE,
 * X and Facebook show when the page is shared (og:url is the canonical URL, never the visited one).
 */
export function vehicleShareMetadata({ title, description, canonical, siteName, image }: VehicleShareInput): Metadata {
  const images = image ? [image] : undefined;
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { type: 'website', locale: 'ja_JP', siteName, title, description, url: canonical, images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images },
  };
}
