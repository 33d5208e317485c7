'use client';

// The popups' dialogs in one chunk behind one loader: they share the modal.
export { ExitIntentDialog } from './exit-intent.client';
export { PopupForm } from './popup-form.client';
export { ScheduledPopupDialog } from './scheduled-popup.client';
