'use client';

import dynamic from 'next/dynamic';

/** What this block's server components render (docs/architecture.md, "Islands"): only pages with a stock locator fetch them. */
export const FilterDrawer = dynamic(() => import('./filter-drawer.client').then((m) => m.FilterDrawer));
export const FilterFormEnhancer = dynamic(() => import('./filter-form.client').then((m) => m.FilterFormEnhancer));
export const ResultsFocus = dynamic(() => import('./results-focus.client').then((m) => m.ResultsFocus));
export const SavedVehicles = dynamic(() => import('./saved-vehicles.client').then((m) => m.SavedVehicles));
export const AreaDialog = dynamic(() => import('./area-dialog.client').then((m) => m.AreaDialog));
