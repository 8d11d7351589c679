import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@/config/paths';
import { failureOf } from '@/shared/api/call';
import { MemberContext, useMemberQuery } from '@/shared/session/member';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { LoadingState } from '@/shared/ui/query-state';
import { Shell } from './shell';

const ForcedPasswordChange = lazy(async () => ({ default: (await import('@/features/account')).ForcedPasswordChange }));

/**
 * Every screen but sign-in: a member who is not signed in goes to sign-in (and back here after);
 * one who must change their password sees only that until it is done.
 */
export function MemberGuard() {
  const member = useMemberQuery();
  const location = useLocation();
  if (member.isPending) return <LoadingState />;
  if (member.isError) {
    return (
      <Center mih="100dvh" p="md">
        <FailureAlert failure={failureOf(member.error)} onRetry={() => void member.refetch()} />
      </Center>
    );
  }
  if (!member.data) {
    const here = `${location.pathname}${location.search}`;
    const next = here === PATHS.home ? '' : `?next=${encodeURIComponent(here)}`;
    return <Navigate to={`${PATHS.signIn}${next}`} replace />;
  }
  return (
    <MemberContext value={member.data}>
      {member.data.password_must_change ? (
        <Suspense fallback={<LoadingState />}>
          <ForcedPasswordChange />
        </Suspense>
      ) : (
        <Shell>
          <Outlet />
        </Shell>
      )}
    </MemberContext>
  );
}
