'use client';

import { lazyIsland } from '@/lib/lazy-island';
import { idleModule } from '@/lib/idle-module';

/**
 * What server components render of this folder (docs/architecture.md, "Islands"). The lead form is
 * fetched only by pages that show one (Next preloads its chunk from the server render, and a client
 * navigation waits for it rather than flash an empty space).
 */
export const LeadForm = lazyIsland(() => import('./lead-form.client').then((m) => m.LeadForm));

const formLinkModal = idleModule(() => import('./form-link-modal.client'));

/**
 * The form-link modal listens for clicks on form links once the page has settled; before that a
 * form link simply opens the form's own page.
 */
export function FormLinkModal(props: { closeLabel: string; failedLabel: string }) {
  const Modal = formLinkModal.useLoaded()?.FormLinkModal;
  return Modal ? <Modal {...props} /> : null;
}
