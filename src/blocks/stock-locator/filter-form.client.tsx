'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useTransition } from 'react';
import type { FormLimits } from './query-from-form';
import { sliderNumber, type SliderScale } from './slider-format';
import { setPendingScroll } from './stock-navigation';

/** A control adjusted again within this time replaces the history entry instead of adding one. */
const ADJUSTING_MS = 2_000;
/** Sliders and selects moved by keyboard settle for this long before a search starts. */
const SETTLE_MS = 450;

/**
 * Puts every control back to what the server rendered from the URL (`defaultChecked`,
 * `defaultValue`, a select's `data-url-value`): after Back, a reload from the cache or any other navigation
 * the controls always show the search that produced the results (issue 7 item 7).
 */
function syncControlsToUrl(form: HTMLFormElement) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') element.checked = element.defaultChecked;
      else if (element.type !== 'hidden') element.value = element.defaultValue;
      if (element.type === 'range') showSliderValue(form, element);
    } else if (element instanceof HTMLSelectElement) {
      // React does not carry a changed `defaultValue` into the options: the server writes it here.
      if (element.dataset.urlValue !== undefined) element.value = element.dataset.urlValue;
    }
  }
}

function showSliderValue(form: HTMLFormElement, slider: HTMLInputElement) {
  const output = form.querySelector<HTMLOutputElement>(`output[data-for="${CSS.escape(slider.name)}"]`);
  if (!output) return;
  output.value = sliderNumber((output.dataset.scale ?? 'grouped') as SliderScale, Number(slider.value));
  slider.setAttribute('aria-valuetext', `${output.value}${slider.dataset.unit ?? ''}`);
}

/**
 * The filter form's island: it submits on change (the form works without it), keeps the page where
 * it is, lets sliders and keyboard-driven selects settle first, and while a control is being
 * adjusted replaces the history entry instead of pushing one per step (issue 7 item 24).
 * `stateKey` is the URL state the server rendered: when it changes, the controls follow it.
 */
export function FilterFormEnhancer({
  formId,
  action,
  limits,
  stateKey,
}: {
  formId: string;
  action: string;
  limits: FormLimits;
  stateKey: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const lastChange = useRef<{ name: string; at: number } | null>(null);

  useLayoutEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (form) syncControlsToUrl(form);
  }, [formId, stateKey]);

  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    let timer = 0;
    // The URL-state parser is fetched when the visitor first reaches for the form, not on load.
    let parser: Promise<typeof import('./query-from-form')> | undefined;
    const loadParser = () => (parser ??= import('./query-from-form'));
    const go = (control: string) => {
      void loadParser().then(({ queryFromForm }) => {
        const qs = queryFromForm(new FormData(form), limits).toString();
        const href = `${action}${qs ? `?${qs}` : ''}`;
        const now = Date.now();
        const adjusting = lastChange.current?.name === control && now - lastChange.current.at < ADJUSTING_MS;
        lastChange.current = { name: control, at: now };
        setPendingScroll({ kind: 'keep', y: window.scrollY });
        startTransition(() => (adjusting ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
      });
    };
    form.addEventListener('pointerdown', loadParser, { once: true });
    form.addEventListener('focusin', loadParser, { once: true });
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      window.clearTimeout(timer);
      // Ticks apply at once; typed numbers, sliders and selects (arrow keys) wait until they settle.
      const wait = target.type === 'number' ? 600 : target.type === 'range' || target instanceof HTMLSelectElement ? SETTLE_MS : 0;
      timer = window.setTimeout(() => go(target.name), wait);
    };
    // Sliders show their value while they move.
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.type === 'range') showSliderValue(form, target);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      window.clearTimeout(timer);
      go('submit');
    };
    form.addEventListener('input', onInput);
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
