'use client';

import dynamic from 'next/dynamic';

/**
 * What this block's server components render (docs/architecture.md, "Islands"): only pages with a
 * stock locator fetch them, all five in one chunk.
 */
export const FilterDrawer = dynamic(() => import('./island-bundle.client').then((m) => m.FilterDrawer));
export const FilterFormEnhancer = dynamic(() => import('./island-bundle.client').then((m) => m.FilterFormEnhancer));
export const ResultsFocus = dynamic(() => import('./island-bundle.client').then((m) => m.ResultsFocus));
export const SavedVehicles = dynamic(() => import('./island-bundle.client').then((m) => m.SavedVehicles));
export const AreaDialog = dynamic(() => import('./island-bundle.client').then((m) => m.AreaDialog));
