'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { FormView } from '../form-view';
import styles from './lead-form.module.css';

interface Loaded {
  view: FormView;
  title: string;
  twoColumns: boolean;
}

/**
 * The modal form of site.md §2: a link to /forms/{name} (a form link button) opens that form over
 * the page instead of leaving it. Nothing loads until a form link is clicked; without JavaScript
 * the link simply opens the form's page.
 */
export function FormLinkModal({ closeLabel, failedLabel }: { closeLabel: string; failedLabel: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [Form, setForm] = useState<{ Component: ComponentType<Record<string, unknown>>; action: unknown } | null>(null);

  useEffect(() => {
    async function open(name: string) {
      setFailed(false);
      setLoaded(null);
      dialog.current?.showModal();
      try {
        const [response, formModule, actionModule] = await Promise.all([
          fetch(`/public_api/forms/${encodeURIComponent(name)}/view`),
          import('./lead-form.client'),
          import('../submit-lead.action'),
        ]);
        if (!response.ok) throw new Error(String(response.status));
        setForm({
          Component: formModule.LeadForm as unknown as ComponentType<Record<string, unknown>>,
          action: actionModule.submitLeadAction,
        });
        setLoaded(((await response.json()) as { data: Loaded }).data);
      } catch {
        setFailed(true);
      }
    }
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-form-link]');
      if (!link) return;
      event.preventDefault();
      opener.current = link;
      void open(link.dataset.formLink!);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="form-modal-title"
      onClose={() => opener.current?.focus()}
      // Closes on a backdrop click only when press and release are both on it (site.md §4 modal):
      // the content fills the dialog, so only the backdrop is the dialog element itself.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === dialog.current;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogHead}>
          <p id="form-modal-title" className={styles.doneTitle}>
            {loaded?.title ?? ''}
          </p>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label={closeLabel}>
            ×
          </button>
        </div>
        {failed ? <p role="alert">{failedLabel}</p> : null}
        {loaded && Form ? (
          <Form.Component
            view={loaded.view}
            action={Form.action}
            twoColumns={loaded.twoColumns}
            buttonPosition="right"
            paramsMapping={{}}
            inModal
          />
        ) : null}
      </div>
    </dialog>
  );
}
