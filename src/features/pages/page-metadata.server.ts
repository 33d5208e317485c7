import 'server-only';
import type { Metadata } from 'next';
import type { PageRow } from '@/db/schema';
import { getImage } from '@/features/media/images.server';
import { metaImageWidth } from '@/features/media/sizes';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { env } from '@/lib/env.server';

/** <title> with the divider, description, canonical and the Open Graph image at width 1600. */
export async function buildPageMetadata(page: PageRow): Promise<Metadata> {
  const [divider, siteNameSetting] = await Promise.all([getSetting('seo.title_divider'), getSetting('seo.site_name')]);
  const siteName = siteNameSetting ?? getT('ja')('site.name');
  const baseTitle = page.metaTitle || page.title;
  const title = page.path === '/' && baseTitle === siteName ? siteName : `${baseTitle} ${divider} ${siteName}`;
  const canonical = page.canonicalUrl || new URL(page.path, env().SITE_URL).toString();
  let ogImage: string | undefined = page.externalMetaImage ?? undefined;
  if (!ogImage && page.imageId) {
    const image = await getImage(page.imageId);
    ogImage =
      image?.variants.find((v) => v.format === 'jpeg' && v.width === metaImageWidth)?.url ??
      image?.variants.find((v) => v.format === 'jpeg')?.url;
  }
  return {
    title,
    description: page.metaDescription ?? undefined,
    alternates: { canonical },
    robots: page.disableSeoTracking ? { index: false, follow: false } : undefined,
    openGraph: {
      title,
      description: page.metaDescription ?? undefined,
      url: canonical,
      siteName,
      locale: 'ja_JP',
      type: 'website',
      images: ogImage ? [{ url: ogImage, width: metaImageWidth }] : undefined,
    },
    // LINE and X read these; a page with a share image gets the large card.
    twitter: {
      card: ogImage ? 'summary_large_image' : 'summary',
      title,
      description: page.metaDescription ?? undefined,
      images: ogImage ? [ogImage] : undefined,
    },
  };
}
