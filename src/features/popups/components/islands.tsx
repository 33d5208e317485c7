'use client';

import { lazyIsland } from '@/lib/lazy-island';
import { idleModule } from '@/lib/idle-module';

/**
 * What server components render of this folder (docs/architecture.md, "Islands"): each dialog's code
 * is fetched only by a page whose settings show it (all three in one chunk), so a site without
 * popups ships none of it.
 */
export const ScheduledPopupDialog = lazyIsland(() => import('./dialog-bundle.client').then((m) => m.ScheduledPopupDialog));
export const ExitIntentDialog = lazyIsland(() => import('./dialog-bundle.client').then((m) => m.ExitIntentDialog));
export const PopupForm = lazyIsland(() => import('./dialog-bundle.client').then((m) => m.PopupForm));

const videoModalHost = idleModule(() => import('./video-modal-host.client'));

/**
 * The video modal listens for video-link clicks once the page has settled; before that (and without
 * JavaScript) a video link opens the video's own page.
 */
export function VideoModalHost(props: { closeLabel: string; fallbackTitle: string }) {
  const Host = videoModalHost.useLoaded()?.VideoModalHost;
  return Host ? <Host {...props} /> : null;
}
