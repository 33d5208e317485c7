'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { LeadFormProps } from '@/features/forms/components/lead-form.client';
import type { FormView } from '@/features/forms/form-view';
import styles from './popups.module.css';

interface Ready {
  Form: ComponentType<LeadFormProps>;
  action: LeadFormProps['action'];
  view: FormView;
  twoColumns: boolean;
}

/**
 * A form content item of a popup. The form, its script and its server action load only when the
 * popup opens (this island mounts then), so pages pay nothing for a popup nobody has seen — the
 * same way the form link modal loads its forms.
 */
export function PopupForm({ formRef, labels }: { formRef: string; labels: { loading: string; failed: string } }) {
  const [ready, setReady] = useState<Ready | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([
      fetch(`/public_api/forms/${encodeURIComponent(formRef)}/view`).then((response) => {
        if (!response.ok) throw new Error(`form ${formRef}: ${response.status}`);
        return response.json() as Promise<{ data: { view: FormView; twoColumns: boolean } }>;
      }),
      import('@/features/forms/components/lead-form.client'),
      import('@/features/forms/submit-lead.action'),
    ]).then(
      ([{ data }, formModule, actionModule]) => {
        if (current)
          setReady({ Form: formModule.LeadForm, action: actionModule.submitLeadAction, view: data.view, twoColumns: data.twoColumns });
      },
      (error: unknown) => {
        console.warn('could not load the popup form', error);
        if (current) setReady('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [formRef]);

  if (ready === 'failed') return <p role="alert">{labels.failed}</p>;
  if (!ready)
    return (
      <p className={styles.status} role="status">
        {labels.loading}
      </p>
    );
  const { Form } = ready;
  return <Form view={ready.view} action={ready.action} twoColumns={ready.twoColumns} buttonPosition="right" paramsMapping={{}} inModal />;
}
