import type { Translate } from '@/i18n/i18n';

/** What a picker's modal says (`picker.client.tsx`), in the visitor's language or the editor's words. */
export interface PickerTexts {
  /** The button that opens the modal. */
  choose: string;
  modalTitle: string;
  dropdownLabel: string;
  placeholder: string;
  confirm: string;
  chooseError: string;
  close: string;
}

export type PickerTextFields = Partial<Record<'choose_label' | 'modal_title' | 'dropdown_label' | 'confirm_label', string>>;

/**
 * A picker's texts: the editor's where given, else the site's under `namespace`
 * (`owner_tools.sections_select`, `owner_tools.infotainment`), whose keys every picker shares.
 */
export function pickerTexts(fields: PickerTextFields, t: Translate, namespace: string): PickerTexts {
  const s = (key: string) => t(`${namespace}.${key}`);
  return {
    choose: fields.choose_label || s('choose'),
    modalTitle: fields.modal_title || s('modal_title'),
    dropdownLabel: fields.dropdown_label || s('dropdown_label'),
    placeholder: s('placeholder'),
    confirm: fields.confirm_label || s('confirm'),
    chooseError: s('choose_error'),
    close: s('close'),
  };
}
