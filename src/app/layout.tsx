import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ChunkReload } from '@/features/site/chunk-reload.client';
import { WebFont } from '@/features/site/web-font.client';
import { ScrollManager } from '@/features/site/scroll-manager.client';
import { SiteBehaviour } from '@/features/site/site-behaviour.client';
import { getT } from '@/i18n/i18n';
import { env } from '@/lib/env.server';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0c121c' };

/** Reads no data: every page below decides how it is rendered (static, incremental or dynamic). */
export default function RootLayout({ children }: { children: ReactNode }) {
  const t = getT('ja');
  return (
    <html lang="ja">
      <body>
        {children}
        <ScrollManager />
        <ChunkReload />
        {/* Here rather than in SiteShell: it must outlive the route change it shows (decision 0050). */}
        <SiteBehaviour offline={t('site.offline')} online={t('site.online')} />
        <WebFont href="/fonts/noto-sans-jp/index.css" />
      </body>
    </html>
  );
}
