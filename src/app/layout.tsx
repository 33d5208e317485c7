import '@fontsource-variable/noto-sans-jp';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/features/site/cookie-consent.server';
import { ScrollManager } from '@/features/site/scroll-manager.client';
import { env } from '@/lib/env.server';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0c121c' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>
        {children}
        <CookieConsent />
        <ScrollManager />
      </body>
    </html>
  );
}
