import { act } from 'react';

/**
 * Test support for the owner tools' islands (happy-dom): what a visitor does with a native
 * control — pick an option, send a form — as React hears it, and the picker's modal.
 */
export async function chooseOption(select: HTMLSelectElement, value: string) {
  await act(async () => {
    // React tracks the value it last set: only the prototype's setter makes the change event count.
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export async function submitForm(form: HTMLFormElement) {
  await act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
}

export const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);

/** The open picker modal, or null. */
export const pickerDialog = () => document.querySelector('dialog');

/** Picks `value` (an option's position, or '' for none) in the open picker modal and confirms. */
export async function pickInDialog(value: string) {
  await chooseOption(pickerDialog()!.querySelector('select')!, value);
  await submitForm(pickerDialog()!.querySelector('form')!);
}
