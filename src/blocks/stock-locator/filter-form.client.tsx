'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';

/**
 * The URL is the state (site.md §5): a checkbox group with every value ticked is omitted, a range
 * bound equal to the available min/max is omitted, empty fields are omitted, and any change starts
 * again from page 1. Navigation keeps the scroll position; back/forward restore earlier searches.
 */
export function queryFromForm(form: HTMLFormElement): URLSearchParams {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const [key, value] of data) if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim());
  form.querySelectorAll<HTMLFieldSetElement>('[data-filter-group]').forEach((group) => {
    const name = group.dataset.filterGroup!;
    const total = Number(group.dataset.optionCount);
    if (total > 1 && params.getAll(name).length >= total) params.delete(name);
  });
  form.querySelectorAll<HTMLFieldSetElement>('[data-range]').forEach((group) => {
    const key = group.dataset.range!;
    if (params.get(`filter[${key}_gteq]`) === group.dataset.min) params.delete(`filter[${key}_gteq]`);
    if (params.get(`filter[${key}_lteq]`) === group.dataset.max) params.delete(`filter[${key}_lteq]`);
  });
  if (params.get('sort') === 'createdAtDesc') params.delete('sort');
  return params;
}

export function FilterFormEnhancer({ formId, action }: { formId: string; action: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    let timer = 0;
    const go = () => {
      const qs = queryFromForm(form).toString();
      startTransition(() => router.push(`${action}${qs ? `?${qs}` : ''}`, { scroll: false }));
    };
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      window.clearTimeout(timer);
      // Typed numbers wait for a pause; ticks, selects and released sliders apply at once.
      timer = window.setTimeout(go, target.type === 'number' ? 600 : 0);
    };
    // Sliders show their value while they move.
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.type !== 'range') return;
      const output = form.querySelector<HTMLOutputElement>(`output[data-for="${CSS.escape(target.name)}"]`);
      if (output) output.value = Number(target.value).toLocaleString('ja-JP');
    };
    form.addEventListener('input', onInput);
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      window.clearTimeout(timer);
      go();
    };
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    return () => {
      window.clearTimeout(timer);
      form.removeEventListener('change', onChange);
      form.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
    };
  }, [formId, action, router]);

  useEffect(() => {
    document.getElementById(`${formId}-results`)?.setAttribute('aria-busy', String(pending));
  }, [formId, pending]);

  return null;
}
