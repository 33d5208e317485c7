import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ChunkReload } from '@/features/site/chunk-reload.client';
import { WebFont } from '@/features/site/web-font.client';
import { ScrollManager } from '@/features/site/scroll-manager.client';
import { env } from '@/lib/env.server';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0c121c' };

/** Reads no data: every page below decides how it is rendered (static, incremental or dynamic). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>
        {children}
        <ScrollManager />
        <ChunkReload />
        <WebFont href="/fonts/noto-sans-jp/index.css" />
      </body>
    </html>
  );
}
