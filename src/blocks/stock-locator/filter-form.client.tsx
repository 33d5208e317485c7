'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import type { FormLimits } from './query-from-form';
import { sliderNumber, type SliderScale } from './slider-format';

/** Navigation keeps the scroll position; back/forward restore earlier searches. */
export function FilterFormEnhancer({ formId, action, limits }: { formId: string; action: string; limits: FormLimits }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    let timer = 0;
    // The URL-state parser is fetched when the visitor first reaches for the form, not on load.
    let parser: Promise<typeof import('./query-from-form')> | undefined;
    const loadParser = () => (parser ??= import('./query-from-form'));
    const go = () => {
      void loadParser().then(({ queryFromForm }) => {
        const qs = queryFromForm(new FormData(form), limits).toString();
        startTransition(() => router.push(`${action}${qs ? `?${qs}` : ''}`, { scroll: false }));
      });
    };
    form.addEventListener('pointerdown', loadParser, { once: true });
    form.addEventListener('focusin', loadParser, { once: true });
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
      if (!output) return;
      output.value = sliderNumber((output.dataset.scale ?? 'grouped') as SliderScale, Number(target.value));
      target.setAttribute('aria-valuetext', `${output.value}${target.dataset.unit ?? ''}`);
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
      form.removeEventListener('pointerdown', loadParser);
      form.removeEventListener('focusin', loadParser);
    };
  }, [formId, action, limits, router]);

  useEffect(() => {
    document.getElementById(`${formId}-results`)?.setAttribute('aria-busy', String(pending));
  }, [formId, pending]);

  return null;
}
