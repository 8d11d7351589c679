import { operator } from '@wl/contract';
import type { CallName } from '@/shared/api/call';
import { type Member, memberMay, useMember } from './member';

/**
 * Whether the member's role holds the permission the contract gives a call. A screen offers an
 * action only then, so what it shows follows the contract's matrix rather than a list of its own.
 */
export function mayCall(member: Member, name: CallName): boolean {
  const permission = operator.operatorCalls[name].permission;
  return permission !== 'signIn' && memberMay(member, permission);
}

export function useMayCall(): (name: CallName) => boolean {
  const member = useMember();
  return (name) => mayCall(member, name);
}
