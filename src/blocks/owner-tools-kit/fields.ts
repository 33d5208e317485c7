import { field } from '../field-factories';

/**
 * The fields every owner tool opens with (decision 0065): its anchor, then its section heading and
 * intro as `BlockIntro` draws them. One definition, so the four tools stay alike in the editor.
 */
export function ownerToolIntroFields() {
  return [
    field.scrollId(),
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
    field.text('paragraph', 'Paragraph', { max_length: 1000 }),
    field.paragraphSize('paragraph_size', 'm'),
  ] as const;
}

/**
 * The editor's wording of a picker (the modal with one dropdown, `picker.client.tsx`); each left
 * empty shows the site's own. Separate builders, because each tool lists them in its own order and
 * names what is picked (a pack, a vehicle) in its labels.
 */
export const pickerField = {
  choose: (label: string) => field.string('choose_label', label, { max_length: 40 }),
  modalTitle: () => field.string('modal_title', 'Modal title (empty: the default)', { max_length: 80 }),
  dropdown: (label: string) => field.string('dropdown_label', label, { max_length: 40 }),
  confirm: () => field.string('confirm_label', 'Modal button label (empty: the default)', { max_length: 30 }),
};
