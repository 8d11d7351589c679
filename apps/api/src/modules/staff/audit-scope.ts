import { AsyncLocalStorage } from 'node:async_hooks';
import type { auditLog } from '../../db/schema/index.js';
import type { ClientInfo } from '../auth/service.js';
import type { StaffActor } from './actor.js';

type AuditRow = typeof auditLog.$inferInsert;

/** What an audited call knows about itself while it runs: who called, from where, and whether it wrote its row. */
interface AuditScope {
  actor: StaffActor | null;
  client: ClientInfo;
  operatorId: number | null;
  recorded: boolean;
}

const scope = new AsyncLocalStorage<AuditScope>();
/** Audited calls running now, nested ones included. */
let auditedCallsRunning = 0;

/**
 * Runs an operator call with its caller known to every audit row written on its behalf.
 *
 * The scope is switched off again when the last audited call ends. On Node 20 an AsyncLocalStorage
 * in use runs a hook at the creation of every promise of every request, not only of the calls it
 * serves: once any staff member had acted, get_balance cost 12 µs more CPU a call (about a fifth)
 * for the rest of the process's life (decision 0206). Work an audited call leaves running after it
 * answers no longer sees its scope once no audited call runs, and writes its rows as the system's.
 */
export async function runAudited<T>(actor: StaffActor | null, client: ClientInfo, run: () => Promise<T>): Promise<T> {
  auditedCallsRunning++;
  try {
    return await scope.run({ actor, client, operatorId: actor?.operatorId ?? null, recorded: false }, run);
  } finally {
    auditedCallsRunning--;
    if (auditedCallsRunning === 0) scope.disable();
  }
}

/** Whether the running call has written its audit row (the route writes a plain one if not). */
export function auditRecorded(): boolean {
  return scope.getStore()?.recorded ?? false;
}

export type AuditFacts = Pick<AuditRow, 'action' | 'target'> &
  Partial<Pick<AuditRow, 'siteId' | 'operatorId' | 'reason' | 'data' | 'before' | 'after'>>;

/** Who a row is about while nobody is signed in yet: the member taking a sign-in step. */
export type SigningIn = Pick<StaffActor, 'kind' | 'id' | 'name' | 'role'>;

/**
 * An audit row for what the running call did, with the actor, role, address and user agent filled
 * in from the call: services insert it in the transaction of the change, so the change and its
 * record commit together. Outside an operator call (the player's own actions, jobs) the actor is the
 * system unless the facts name one; a sign-in step names the member it is about (`signingIn`).
 */
export function auditEntry(facts: AuditFacts & { actor?: string }, signingIn?: SigningIn): AuditRow {
  const current = scope.getStore();
  if (current) current.recorded = true;
  const actor = signingIn ?? current?.actor;
  return {
    ...facts,
    operatorId: facts.operatorId ?? current?.operatorId ?? null,
    actorKind: actor ? actor.kind : facts.actor ? 'player' : 'system',
    actorId: actor?.id ?? null,
    actor: actor?.name ?? facts.actor ?? 'system',
    role: actor?.role ?? '',
    ip: current?.client.ip ?? '',
    userAgent: current?.client.userAgent ?? '',
  };
}
