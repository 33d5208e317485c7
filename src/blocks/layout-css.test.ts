import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingSizes } from '@/ui/heading';
import { paragraphSizes } from '@/ui/paragraph';
import { borderGridClasses, headerFonts, paddingGridClasses, themes } from './field-factories';

/** Every option that becomes a class must have a rule, or choosing it would change nothing. */
const css = (file: string) => readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8');
const ruleFor = (source: string, className: string) => new RegExp(`\\.${className}[\\s,{:]`).test(source);

describe('layout and text style classes', () => {
  const globals = css('app/globals.css');
  // The defaults need no rule: the block's own spacing and no border.
  const withEffect = [...themes, ...borderGridClasses, ...paddingGridClasses].filter((c) => c !== 'normal' && c !== 'no-border');

  it('has a global rule for each theme, border and padding class', () => {
    expect(withEffect.filter((c) => !ruleFor(globals, c))).toEqual([]);
  });

  it('has a rule for the secondary header font covering every heading level', () => {
    expect(headerFonts).toEqual(['primary', 'secondary']);
    expect(globals).toContain('.header-font-secondary :is(h1, h2, h3, h4, h5, h6)');
  });

  it('has a rule for each heading size and paragraph size', () => {
    const heading = css('ui/heading.module.css');
    const paragraph = css('ui/paragraph.module.css');
    expect(headingSizes.filter((s) => !ruleFor(heading, `size-${s}`))).toEqual([]);
    expect(paragraphSizes.filter((s) => !ruleFor(paragraph, `size-${s}`))).toEqual([]);
  });
});
