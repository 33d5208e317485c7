import 'server-only';
import type { Translate } from '@/i18n/i18n';
import type { BlockFormLabels } from './block-form-labels';

/**
 * The block form's strings from `cms.form`. Placeholders the browser fills (positions, counts)
 * are passed through as `{{name}}`, so the client gets the template, not an emptied text.
 */
export function blockFormLabels(t: Translate): BlockFormLabels {
  const k = (key: string, ...keep: string[]) => t(`cms.form.${key}`, Object.fromEntries(keep.map((name) => [name, `{{${name}}}`])));
  return {
    required: k('required'),
    translatable: k('translatable'),
    counter: k('counter', 'count', 'max'),
    none: k('none'),
    groups: k('groups'),
    group: k('group', 'n'),
    noGroups: k('noGroups'),
    addGroup: k('addGroup'),
    maxGroups: k('maxGroups', 'max'),
    removeItem: k('removeItem', 'item'),
    moveUp: k('moveUp', 'item'),
    moveDown: k('moveDown', 'item'),
    remove: k('remove'),
    up: k('up'),
    down: k('down'),
    added: k('added', 'item'),
    removed: k('removed', 'item'),
    moved: k('moved', 'item', 'to'),
    otherErrors: k('otherErrors'),
    image: {
      choose: k('image.choose'),
      remove: k('image.remove'),
      chosen: k('image.chosen', 'id'),
      none: k('image.none'),
      alt: k('image.alt'),
    },
    altRequired: k('altRequired'),
    link: {
      type: k('link.type'),
      url: k('link.url'),
      label: k('link.label'),
      target: k('link.target'),
      buttonType: k('link.buttonType'),
      size: k('link.size'),
      formId: k('link.formId'),
      add: k('link.add'),
      clear: k('link.clear'),
      types: {
        internal: k('link.types.internal'),
        external: k('link.types.external'),
        file: k('link.types.file'),
        form: k('link.types.form'),
      },
      targets: { _self: k('link.targets._self'), _blank: k('link.targets._blank') },
      buttonTypes: {
        primary: k('link.buttonTypes.primary'),
        secondary: k('link.buttonTypes.secondary'),
        tertiary: k('link.buttonTypes.tertiary'),
      },
      sizes: { medium: k('link.sizes.medium'), small: k('link.sizes.small') },
    },
    links: { item: k('links.item', 'n'), add: k('links.add'), max: k('links.max', 'max'), empty: k('links.empty') },
    messages: {
      required: k('messages.required'),
      maxLength: k('messages.maxLength', 'max'),
      json: k('messages.json'),
      jsonShape: k('messages.jsonShape'),
      url: k('messages.url'),
      number: k('messages.number'),
      numberMin: k('messages.numberMin', 'min'),
      numberMax: k('messages.numberMax', 'max'),
      option: k('messages.option'),
      icon: k('messages.icon'),
      maxItems: k('messages.maxItems', 'max'),
      unknownField: k('messages.unknownField'),
      invalid: k('messages.invalid'),
    },
  };
}
