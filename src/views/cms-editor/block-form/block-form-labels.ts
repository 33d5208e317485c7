/**
 * Every string the block form shows, translated on the server (`cms.form`) and handed to the
 * client component. Templates keep their `{{…}}` placeholders and are filled in the browser,
 * because the numbers (characters typed, item positions) change as the editor works.
 */
export interface BlockFormLabels {
  /** 必須: next to the label of a required field. */
  required: string;
  /** 翻訳対象: badge of a translatable field. */
  translatable: string;
  /** Template with `{{count}}` and `{{max}}`: 12 / 160. */
  counter: string;
  /** Option of a select that may be left empty. */
  none: string;
  /** Heading of the field groups section. */
  groups: string;
  /** Template with `{{n}}`: 項目 3 (a group's legend). */
  group: string;
  /** Shown when a block has no groups yet. */
  noGroups: string;
  addGroup: string;
  /** Template with `{{max}}`: why the add button is disabled. */
  maxGroups: string;
  /**
   * Templates with `{{item}}`, an item's name (項目 3, リンク 2): the buttons' accessible names,
   * which contain their visible texts below.
   */
  removeItem: string;
  moveUp: string;
  moveDown: string;
  /** Visible button texts. */
  remove: string;
  up: string;
  down: string;
  /** Status announcements with `{{item}}`; `moved` also has `{{to}}`, the new position. */
  added: string;
  removed: string;
  moved: string;
  /** Errors that belong to no field shown in the form. */
  otherErrors: string;
  image: {
    /** 画像を選択 */
    choose: string;
    /** 削除 */
    remove: string;
    /** Template with `{{id}}`: the chosen image. */
    chosen: string;
    none: string;
    alt: string;
  };
  /** Shown under an empty alt text when an image is chosen. */
  altRequired: string;
  link: {
    type: string;
    url: string;
    label: string;
    target: string;
    buttonType: string;
    size: string;
    formId: string;
    /** Optional Link field without a value. */
    add: string;
    clear: string;
    /** Option labels, keyed by the stored values of src/ui/link-button.tsx. */
    types: { internal: string; external: string; file: string; form: string };
    targets: { _self: string; _blank: string };
    buttonTypes: { primary: string; secondary: string; tertiary: string };
    sizes: { medium: string; small: string };
  };
  links: {
    /** Template with `{{n}}`: リンク 2 (a link's legend). */
    item: string;
    add: string;
    /** Template with `{{max}}`. */
    max: string;
    empty: string;
  };
  /** The schema's rules in the editor's words (validate-block.ts maps zod issues to these). */
  messages: {
    required: string;
    /** `{{max}}` */
    maxLength: string;
    json: string;
    jsonShape: string;
    url: string;
    number: string;
    /** `{{min}}` */
    numberMin: string;
    /** `{{max}}` */
    numberMax: string;
    option: string;
    icon: string;
    /** `{{max}}` */
    maxItems: string;
    unknownField: string;
    invalid: string;
  };
}
