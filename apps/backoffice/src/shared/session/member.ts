import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { backoffice, Permission } from '@wl/contract';
import { createContext, useContext } from 'react';
import { call, failureOf } from '@/shared/api/call';
import { endsSession } from '@/shared/api/session-endings';

export type Member = backoffice.StaffMe;

const memberKey = ['staff', 'me'] as const;

/** Who is signed in: the member, or null when no session is open (the server said so). */
export const memberQuery = queryOptions({
  queryKey: memberKey,
  queryFn: async ({ signal }): Promise<Member | null> => {
    try {
      return (await call('staffMe', {}, signal)).me;
    } catch (error) {
      const failure = failureOf(error);
      if (endsSession(failure)) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

export function useMemberQuery() {
  return useQuery(memberQuery);
}

/** After signing in, a password change or anything else that answers the member afresh. */
export function setMember(queryClient: QueryClient, member: Member): void {
  queryClient.setQueryData(memberKey, member);
}

/** Signed out: every answer of the member's session goes, so nothing of it shows to whoever signs in next. */
export function forgetMember(queryClient: QueryClient): void {
  // The member query stays (the app's guard watches it) and turns to null.
  queryClient.removeQueries({
    predicate: (query) => !(query.queryKey[0] === memberKey[0] && query.queryKey[1] === memberKey[1]),
  });
  queryClient.setQueryData(memberKey, null);
}

export function currentMember(queryClient: QueryClient): Member | null | undefined {
  return queryClient.getQueryData(memberKey);
}

export function refreshMember(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: memberKey });
}

/** The signed-in member, given to every screen behind sign-in by the app's guard. */
export const MemberContext = createContext<Member | null>(null);

export function useMember(): Member {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useMember is for screens behind sign-in');
  return member;
}

/** A permission of the contract's matrix, or 'signedIn' for what every member may see. */
/** A permission, any of several permissions, or every signed-in member. */
export type Access = Permission | readonly Permission[] | 'signedIn';

export function memberMay(member: Member, access: Access): boolean {
  if (access === 'signedIn') return true;
  const anyOf: readonly Permission[] = typeof access === 'string' ? [access] : access;
  return anyOf.some((permission) => member.permissions.includes(permission));
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('staffSignOut', {}),
    // Signed out here whatever the server answered: a session it no longer knows is over too.
    onSettled: () => forgetMember(queryClient),
  });
}
