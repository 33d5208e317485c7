/** A Block Scroll ID, as the page renders it as a section's id (letters, digits, - and _). */
const scrollIdPattern = /^[A-Za-z0-9_-]+$/;

/** 'urban-pack, urban-pack-gallery ,' → ['urban-pack', 'urban-pack-gallery']: full-width commas too, each id once. */
export function optionBlockIds(optionBlocks: string): string[] {
  return [
    ...new Set(
      optionBlocks
        .normalize('NFKC')
        .split(/[,、\s]+/)
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

export function isScrollId(id: string): boolean {
  return scrollIdPattern.test(id);
}

/**
 * What to do with each section the options name, once `chosen` (an option's position) is picked:
 * its sections show, the other options' are hidden; with nothing chosen every one shows. A section
 * that two options name shows when either is chosen.
 */
export function sectionVisibility(options: string[][], chosen: number | null): Map<string, boolean> {
  const visible = new Map<string, boolean>();
  options.forEach((ids) => ids.forEach((id) => visible.set(id, chosen === null)));
  if (chosen !== null) for (const id of options[chosen] ?? []) visible.set(id, true);
  return visible;
}
