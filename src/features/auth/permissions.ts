/**
 * Who may do what (decision 0027). Roles are cumulative: each one can do everything the one before
 * it can. Every route handler, server action and data-access function that changes or reveals
 * non-public data asks `can(actor, permission)` — through `authorize` in `access.server.ts` —
 * never the role itself, so a new role or a narrower API token needs no change at the call sites.
 */
export const roles = ['viewer', 'editor', 'publisher', 'admin'] as const;
export type Role = (typeof roles)[number];

export const permissionsByRole = {
  /** Reads the editor and previews drafts and disabled pages; changes nothing. */
  viewer: ['cms.open', 'drafts.preview', 'pages.read'],
  /** Edits drafts and uploads media; what visitors see does not change until a publisher publishes. */
  editor: ['pages.edit', 'media.upload'],
  /** Changes what visitors see: publishes, schedules, unpublishes, deletes; redirects and navigation. */
  publisher: ['pages.publish', 'redirects.manage', 'navigation.manage'],
  /** Runs the site: settings, scripts on every page, people, tokens, integrations, stock imports. */
  admin: [
    'admin.open',
    'settings.read',
    'settings.manage',
    'metaheads.manage',
    'users.manage',
    'tokens.manage',
    'forms.manage',
    'leads.read',
    'leads.manage',
    'orders.read',
    'orders.manage',
    'integrations.manage',
    'stock.import',
    'audit.read',
    'system.health',
  ],
} as const satisfies Record<Role, readonly string[]>;

export type Permission = (typeof permissionsByRole)[Role][number];

/** Every permission, in role order (the admin screens list them in this order). */
export const allPermissions: readonly Permission[] = roles.flatMap((role) => permissionsByRole[role]);

/** Everything `role` may do, including what the roles below it may do. */
export function permissionsOf(role: Role): ReadonlySet<Permission> {
  const granted = new Set<Permission>();
  for (const r of roles) {
    for (const p of permissionsByRole[r]) granted.add(p);
    if (r === role) break;
  }
  return granted;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (allPermissions as readonly string[]).includes(value);
}

/**
 * Who is asking. A person signed in with a session, an API token (its own scopes, never more than
 * its creator's role allowed), the bootstrap `ADMIN_API_TOKEN` (every permission: it exists to
 * create the first admin and tokens), the server's own tasks, or nobody.
 */
export type Actor =
  /** `role` null: signed in, but nobody gave this person a role yet; they can do nothing. */
  | { kind: 'user'; userId: string; name: string; email: string; role: Role | null; sessionId: string }
  | { kind: 'token'; tokenId: number; name: string; scopes: readonly Permission[] }
  | { kind: 'bootstrap' }
  /** The server itself: seeding, scheduled jobs, operator CLIs run on the machine. */
  | { kind: 'system'; task: string }
  | { kind: 'anonymous' };

export const anonymous: Actor = { kind: 'anonymous' };

export function can(actor: Actor, permission: Permission): boolean {
  switch (actor.kind) {
    case 'user':
      return actor.role !== null && permissionsOf(actor.role).has(permission);
    case 'token':
      return actor.scopes.includes(permission);
    case 'bootstrap':
    case 'system':
      return true;
    case 'anonymous':
      return false;
  }
}

/** A short, log- and audit-friendly name of the actor. */
export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case 'user':
      return `${actor.email} (${actor.role ?? 'no role'})`;
    case 'token':
      return `token ${actor.name} #${actor.tokenId}`;
    case 'bootstrap':
      return 'ADMIN_API_TOKEN';
    case 'system':
      return `system (${actor.task})`;
    case 'anonymous':
      return 'anonymous';
  }
}

/** The actor of work the server does on its own behalf (seed, scheduler, CLI on the machine). */
export function systemActor(task: string): Actor {
  return { kind: 'system', task };
}
