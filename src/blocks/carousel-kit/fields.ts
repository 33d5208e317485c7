import { field } from '../field-factories';

/** The heading every carousel block may show above its slides (blocks.md §5 heading rules). */
export function carouselHeadingFields() {
  return [
    field.string('title', 'Title', { max_length: 160 }),
    field.headingLevel('header_tag', 'h2'),
    field.headingSize('header_size', 'l'),
  ] as const;
}

/**
 * Slides that move by themselves: off by default, never under reduced motion, always with a pause
 * button (WCAG 2.2.2). 6000 ms is the spec's slide duration (blocks.md §9).
 */
export function carouselAutoplayFields() {
  return [
    field.bool('autoplay', 'Autoplay (never for visitors who ask for reduced motion)', false),
    field.number('slide_duration', 'Slide duration (ms)', { min: 2000, max: 20000, default: 6000 }),
  ] as const;
}
