import { type Permission, roleHas, type StaffRole } from '@wl/contract';
import { fail } from '../../lib/failure.js';

/**
 * Who makes an operator or back-office call: a signed-in staff member or an API key, with the role
 * that decides its permissions and the sites it may act on.
 */
export interface StaffActor {
  kind: 'staff' | 'api_key';
  /** the staff member's or the key's id */
  id: number;
  /** the username or the key's name, as the audit log shows it */
  name: string;
  role: StaffRole;
  /** null: platform staff or a platform key, across every operator */
  operatorId: number | null;
  /** the sites it may act on; 'all': every site of the installation (platform) */
  siteIds: readonly number[] | 'all';
  /** the staff session the call came with; null for a key */
  sessionId: number | null;
}

export function actorHas(actor: StaffActor, permission: Permission): boolean {
  return roleHas(actor.role, permission);
}

export function canActOnSite(actor: StaffActor, siteId: number): boolean {
  return actor.siteIds === 'all' || actor.siteIds.includes(siteId);
}

/**
 * A site outside the actor's reach answers as if it did not exist: another operator's staff learn
 * nothing about its sites.
 */
export function requireSite(actor: StaffActor, siteId: number): void {
  if (!canActOnSite(actor, siteId)) fail('siteNotFound');
}

/**
 * The caller is signed in, so a refusal is forbidden (403), not permissionDenied (401): the back
 * office takes a 401 for a session that ended and sends the member back to sign in.
 */
export function requirePermission(actor: StaffActor, permission: Permission): void {
  if (!actorHas(actor, permission)) fail('forbidden');
}

/** Installation-wide settings (game provider integrations, operators) are for platform staff only. */
export function requirePlatform(actor: StaffActor): void {
  if (actor.operatorId !== null) fail('forbidden');
}
