import { Heading, type HeadingLevel, type HeadingSize } from './heading';
import { Paragraph, type ParagraphSize } from './paragraph';

/** The spec's field names for a block's section heading and intro (blocks.md §5). */
export interface BlockIntroFields {
  title?: string;
  header_tag: HeadingLevel;
  header_size: HeadingSize;
  paragraph?: string;
  /** Blocks without the field show their intro at size `m`. */
  paragraph_size?: ParagraphSize;
}

/**
 * A block's optional section heading (`title` at `header_tag`/`header_size`) and optional intro
 * paragraph (`paragraph` at `paragraph_size`), straight from the block's fields. Each renders
 * only when it has text; there is no wrapper element, so the block keeps its own layout.
 */
export function BlockIntro({
  fields,
  headingId,
  headingClassName,
  className,
}: {
  fields: BlockIntroFields;
  /** For `aria-labelledby` (a carousel's region, a nav). */
  headingId?: string;
  headingClassName?: string;
  /** The block's own class for the intro paragraph. */
  className?: string;
}) {
  return (
    <>
      {fields.title ? (
        <Heading id={headingId} level={fields.header_tag} size={fields.header_size} className={headingClassName}>
          {fields.title}
        </Heading>
      ) : null}
      {fields.paragraph ? (
        <Paragraph size={fields.paragraph_size ?? 'm'} className={className}>
          {fields.paragraph}
        </Paragraph>
      ) : null}
    </>
  );
}
