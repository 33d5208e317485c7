import 'server-only';
import { env } from '@/lib/env.server';

/** The site's public origin (SITE_URL): structured data names images and pages by absolute URL. */
export async function loadSiteOrigin(): Promise<string> {
  return new URL(env().SITE_URL).origin;
}
