import { can, type Actor, type Permission } from '@/features/auth/permissions';

/**
 * The screens under /admin and the permission each one needs to open. Navigation and redirects
 * belong to publishers (decision 0027), so a publisher sees those two tabs and nothing else there.
 */
export const adminScreens = [
  { key: 'overview', path: '/admin', permission: 'admin.open' },
  { key: 'settings', path: '/admin/settings', permission: 'settings.read' },
  { key: 'navigation', path: '/admin/navigation', permission: 'navigation.manage' },
  { key: 'redirects', path: '/admin/redirects', permission: 'redirects.manage' },
  { key: 'metaheads', path: '/admin/metaheads', permission: 'metaheads.manage' },
  { key: 'forms', path: '/admin/forms', permission: 'leads.read' },
  { key: 'outbox', path: '/admin/outbox', permission: 'leads.read' },
  { key: 'orders', path: '/admin/orders', permission: 'orders.read' },
  { key: 'stock_imports', path: '/admin/stock-imports', permission: 'stock.import' },
  { key: 'models', path: '/admin/models', permission: 'settings.read' },
  { key: 'recalls', path: '/admin/recalls', permission: 'settings.read' },
  { key: 'audit', path: '/admin/audit', permission: 'audit.read' },
] as const satisfies readonly { key: string; path: string; permission: Permission }[];

export type AdminScreenKey = (typeof adminScreens)[number]['key'];

export function adminScreen(key: AdminScreenKey) {
  return adminScreens.find((screen) => screen.key === key)!;
}

/** The admin screens `actor` may open, in tab order. */
export function adminScreensFor(actor: Actor) {
  return adminScreens.filter((screen) => can(actor, screen.permission));
}
