import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, type RouteObject } from 'react-router';
import { PATHS } from '@/config/paths';
import { useMember } from '@/shared/session/member';
import { LoadingState } from '@/shared/ui/query-state';
import { MemberGuard } from './member-guard';
import { sectionsFor } from './nav';

/** The start of the app: the first section the member may open. */
function FirstSection() {
  const [first] = sectionsFor(useMember());
  return <Navigate to={first?.path ?? PATHS.account} replace />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <Title order={1} fz="h2">
        {t('notFound.title')}
      </Title>
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to={PATHS.home} variant="default">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}

/** Every screen, each loaded when first opened. */
export const routes: RouteObject[] = [
  {
    path: PATHS.signIn,
    lazy: async () => ({ Component: (await import('@/features/sign-in')).SignInPage }),
    HydrateFallback: LoadingState,
  },
  {
    element: <MemberGuard />,
    children: [
      { index: true, element: <FirstSection /> },
      {
        path: PATHS.account,
        lazy: async () => ({ Component: (await import('@/features/account')).AccountPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.cashier,
        lazy: async () => ({ Component: (await import('@/features/cashier')).CashierDeskPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.approvals,
        lazy: async () => ({ Component: (await import('@/features/approvals')).ApprovalsPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.staff,
        lazy: async () => ({ Component: (await import('@/features/staff')).StaffPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.apiKeys,
        lazy: async () => ({ Component: (await import('@/features/api-keys')).ApiKeysPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.audit,
        lazy: async () => ({ Component: (await import('@/features/audit')).AuditPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.operators,
        lazy: async () => ({ Component: (await import('@/features/operators')).OperatorsPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.receivingAccounts,
        lazy: async () => ({ Component: (await import('@/features/receiving-accounts')).ReceivingAccountsPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.players,
        lazy: async () => ({ Component: (await import('@/features/players')).PlayersPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: `${PATHS.players}/:playerId`,
        lazy: async () => ({ Component: (await import('@/features/players')).PlayerPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.reports,
        lazy: async () => ({ Component: (await import('@/features/reports')).ReportsPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.sites,
        lazy: async () => ({ Component: (await import('@/features/sites')).SitesPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.menus,
        lazy: async () => ({ Component: (await import('@/features/menus')).MenusPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.content,
        lazy: async () => ({ Component: (await import('@/features/content')).ContentPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.games,
        lazy: async () => ({ Component: (await import('@/features/games')).GamesPage }),
        HydrateFallback: LoadingState,
      },
      {
        path: PATHS.engagement,
        lazy: async () => ({ Component: (await import('@/features/engagement')).EngagementPage }),
        HydrateFallback: LoadingState,
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
