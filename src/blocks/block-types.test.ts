import { describe, expectTypeOf, it } from 'vitest';
import type { ResolvedImage } from '@/ui/picture';
import type { SanitizedHtml } from '@/ui/rich-text';
import type { LinkValue } from './field-values';
import type { ContentOf, InputOf, PropsOf } from './fields';
import type { blockRegistry } from './registry';

/** Compile-time checks (tsc runs them; at run time they are no-ops): content types come from the templates. */
type FieldsOf<K extends keyof typeof blockRegistry> = (typeof blockRegistry)[K]['template']['fields'];
type GroupsOf<K extends keyof typeof blockRegistry> = (typeof blockRegistry)[K]['template']['field_groups_template'];

describe('types inferred from templates', () => {
  it('types the hero banner props from its fields', () => {
    type Props = PropsOf<FieldsOf<'hero_banner'>>;
    expectTypeOf<Props['title']>().toEqualTypeOf<string>();
    expectTypeOf<Props['header_tag']>().toEqualTypeOf<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'>();
    expectTypeOf<Props['paragraph_size']>().toEqualTypeOf<'xs' | 's' | 'm' | 'l' | 'quote' | 'subcopy'>();
    expectTypeOf<Props['image']>().toEqualTypeOf<ResolvedImage | null>();
    expectTypeOf<Props['buttons']>().toEqualTypeOf<LinkValue[]>();
    expectTypeOf<Props>().toHaveProperty('paragraph').toEqualTypeOf<string | undefined>();
    expectTypeOf<Props>().not.toHaveProperty('layout_separator');
    expectTypeOf<Props>().not.toHaveProperty('padding_grid_class');
  });

  it('stores image references and resolves them to pictures', () => {
    type Stored = ContentOf<GroupsOf<'content_blocks'>>;
    expectTypeOf<Stored['image']>().toEqualTypeOf<{ id: number; alt?: string } | null | undefined>();
    expectTypeOf<PropsOf<GroupsOf<'content_blocks'>>['image']>().toEqualTypeOf<ResolvedImage | null | undefined>();
  });

  it('hands editor HTML to the component sanitised', () => {
    expectTypeOf<PropsOf<FieldsOf<'html_box'>>['html']>().toEqualTypeOf<SanitizedHtml>();
    expectTypeOf<ContentOf<FieldsOf<'html_box'>>['html']>().toEqualTypeOf<string>();
  });

  it('requires only required fields in saved content', () => {
    expectTypeOf<{ html: string }>().toExtend<InputOf<FieldsOf<'html_box'>>>();
    expectTypeOf<{ theme: 'dark-theme' }>().not.toExtend<InputOf<FieldsOf<'html_box'>>>();
    expectTypeOf<{ title: string }>().not.toExtend<InputOf<FieldsOf<'hero_banner'>>>();
  });

  it('types every stock locator filter toggle', () => {
    type Props = PropsOf<FieldsOf<'stock_locator'>>;
    expectTypeOf<Props['specific_colors']>().toEqualTypeOf<boolean>();
    expectTypeOf<Props['ci_key_list']>().toEqualTypeOf<string>();
    expectTypeOf<Props['reset_button_theme']>().toEqualTypeOf<'primary' | 'secondary' | 'tertiary'>();
  });
});
