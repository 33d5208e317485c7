'use client';

// The stock locator's islands in one chunk behind one loader: its pages render them together.
export { AreaDialog } from './area-dialog.client';
export { FilterDrawer } from './filter-drawer.client';
export { FilterFormEnhancer } from './filter-form.client';
export { ResultsFocus } from './results-focus.client';
export { SavedVehicles } from './saved-vehicles.client';
