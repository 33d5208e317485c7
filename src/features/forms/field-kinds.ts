/**
 * The kinds a form field can be, without zod: the admin builder runs in the browser and needs these
 * lists, not the schema that checks them (definition.ts, which re-exports them).
 */

/** The field types of site.md §5. */
export const fieldTypes = ['text', 'textarea', 'select', 'checkbox', 'radio', 'file', 'telephone', 'date'] as const;
export type FieldType = (typeof fieldTypes)[number];

/** `default` boxes are shown; the other three are filled without the visitor seeing them (site.md §5). */
export const boxTypes = ['default', 'hidden', 'dynamic', 'ga_client_id'] as const;

/** How a text field's value is read: each one normalises and checks Japanese input its own way. */
export const textFormats = ['plain', 'email', 'postcode', 'katakana', 'number'] as const;
export type TextFormat = (typeof textFormats)[number];
