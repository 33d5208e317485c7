'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isDismissed, recordDismissal, type StoreType } from '../dismissal';
import { isWithinSchedule, popupDelayMs } from '../schedule';
import { Modal } from './modal.client';

export interface ScheduledPopupDialogProps {
  /** Epoch milliseconds; null = open on that side (site.md §4 default yesterday → tomorrow). */
  start: number | null;
  end: number | null;
  storeType: StoreType;
  namespace: string;
  cookieExpiryDays: number;
  closeLabel: string;
  labelledBy?: string;
  label: string;
  children: ReactNode;
}

/**
 * The scheduled popup in the browser (site.md §4). The server already checked that it is enabled
 * and that this page matches; the time window and the visitor's dismissal can only be checked
 * here (pages are cached). Mounted once per path (the shell keys it by path), so it waits 500 ms
 * after every route change. However it is closed, the dismissal is remembered in the store.
 */
export function ScheduledPopupDialog(props: ScheduledPopupDialogProps) {
  const { start, end, storeType, namespace, cookieExpiryDays } = props;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (isWithinSchedule(Date.now(), start, end) && !isDismissed(storeType, namespace)) setOpen(true);
    }, popupDelayMs);
    return () => window.clearTimeout(timer);
  }, [start, end, storeType, namespace]);

  return (
    <Modal
      open={open}
      onClose={() => {
        recordDismissal(storeType, namespace, cookieExpiryDays);
        setOpen(false);
      }}
      labelledBy={props.labelledBy}
      label={props.label}
      closeLabel={props.closeLabel}
    >
      {/* Mounted only while shown: a form inside loads when the visitor sees it. */}
      {open ? props.children : null}
    </Modal>
  );
}
