import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { styledBrandThemes } from './brand-theme';

const css = readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');

describe('styled brand themes', () => {
  it('are exactly the themes app/globals.css has styles for', () => {
    const styled = [...css.matchAll(/\[data-brand-theme='([^']+)'\]/g)].map((m) => m[1]);
    expect([...new Set(styled)].sort()).toEqual([...styledBrandThemes].sort());
  });
});
