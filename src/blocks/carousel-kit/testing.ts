import { expect } from 'vitest';

/**
 * Test support for carousel blocks: the server markup every carousel shares, read as a visitor's
 * assistive technology would (roles, names), and its slides.
 */
export function carouselOf(section: HTMLElement) {
  const region = section.querySelector<HTMLElement>('[role="region"][aria-roledescription="カルーセル"]');
  if (!region) throw new Error('no carousel region');
  const viewport = region.querySelector<HTMLElement>(`#${region.id}-viewport`)!;
  const slides = [...viewport.querySelectorAll<HTMLElement>('[aria-roledescription="スライド"]')];
  const labelledBy = region.getAttribute('aria-labelledby');
  return {
    region,
    slides,
    /** The carousel's accessible name: its heading's text, or its own label. */
    name: labelledBy ? section.querySelector(`#${labelledBy}`)?.textContent : region.getAttribute('aria-label'),
    slideNames: slides.map((s) => s.getAttribute('aria-label')),
  };
}

/** Without JavaScript: a keyboard-reachable row of slides, and no buttons that would do nothing. */
export function expectWorksWithoutJavaScript(section: HTMLElement) {
  const { region } = carouselOf(section);
  const viewport = region.querySelector(`#${region.id}-viewport`)!;
  expect(viewport.getAttribute('tabindex')).toBe('0');
  expect(region.hasAttribute('data-carousel-ready')).toBe(false);
  expect(region.querySelectorAll('button')).toHaveLength(0);
}
