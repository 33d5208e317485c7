'use client';

import { lazyIsland } from '@/lib/lazy-island';

/**
 * What this block's server components render (docs/architecture.md, "Islands"): only pages with a
 * stock locator fetch them, all five in one chunk.
 */
export const FilterDrawer = lazyIsland(() => import('./island-bundle.client').then((m) => m.FilterDrawer));
export const FilterFormEnhancer = lazyIsland(() => import('./island-bundle.client').then((m) => m.FilterFormEnhancer));
export const ResultsFocus = lazyIsland(() => import('./island-bundle.client').then((m) => m.ResultsFocus));
export const SavedVehicles = lazyIsland(() => import('./island-bundle.client').then((m) => m.SavedVehicles));
export const AreaDialog = lazyIsland(() => import('./island-bundle.client').then((m) => m.AreaDialog));
