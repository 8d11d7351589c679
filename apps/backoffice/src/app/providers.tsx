import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setSessionEndedHandler } from '@/shared/api/session-endings';
import { currentMember, forgetMember } from '@/shared/session/member';
import { useNotify } from '@/shared/ui/notify';
import { colorSchemeManager, theme } from './theme';

/**
 * A call answered that the session is over: forget the member (the guard then shows sign-in) and
 * say why, unless nobody was signed in anyway (a sign-in step's own answer).
 */
function SessionEndings({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  const notify = useNotify();
  useEffect(() => {
    setSessionEndedHandler(() => {
      if (!currentMember(queryClient)) return;
      forgetMember(queryClient);
      notify.warn(t('shell.sessionEnded'));
    });
  }, [queryClient, t, notify]);
  return null;
}

export function Providers({
  queryClient,
  styleNonce,
  env,
  children,
}: {
  queryClient: QueryClient;
  /** the nonce of the page's policy, for the style elements Mantine writes */
  styleNonce?: string;
  /** 'test': no transitions and no portals (Mantine's test mode) */
  env?: 'test';
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      getStyleNonce={styleNonce ? () => styleNonce : undefined}
      env={env}
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <SessionEndings queryClient={queryClient} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
