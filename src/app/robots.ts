import type { MetadataRoute } from 'next';
import { getSetting } from '@/features/settings/settings.server';
import { env } from '@/lib/env.server';
import { robotsRules } from './_seo/robots-rules';

// The sign-in setting can change at any time, and the build has no database to read it from.
export const dynamic = 'force-dynamic';

/** GET /robots.txt */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules({ siteUrl: env().SITE_URL, requiresSignIn: await getSetting('auth.require_user_login') });
}
