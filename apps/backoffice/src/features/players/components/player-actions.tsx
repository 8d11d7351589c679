import { Button, Group, Modal } from '@mantine/core';
import { playerDesk } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/shared/forms/reason-dialog';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { useMayCall } from '@/shared/session/may-call';
import { useNotify } from '@/shared/ui/notify';
import { usePlayerAction } from '../api/player-actions';
import { type AdjustAnswer, AdjustBalanceForm } from './adjust-balance-form';

type Player = playerDesk.Player360;
type ReasonAction = 'block' | 'unblock' | 'close' | 'forceLogout' | 'resetPassword';
type Dialog = ReasonAction | 'adjust' | null;

const CALLS = {
  block: 'playerBlock',
  unblock: 'playerUnblock',
  close: 'playerClose',
  forceLogout: 'playerForceLogout',
  resetPassword: 'playerResetPassword',
} as const;

/**
 * The actions on a player the member's role allows (the contract's permission of each call), and
 * only those that make sense for the account now: a support member sees no Adjust, nobody sees
 * Unblock on an active account. Lifting a block and a large adjustment say they were sent for
 * approval: a second person makes them happen.
 */
export function PlayerActions({ player }: { player: Player }) {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const formatAmount = useFormatAmount();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const { profile } = player;
  const block = usePlayerAction('playerBlock');
  const unblock = usePlayerAction('playerUnblock');
  const closeAccount = usePlayerAction('playerClose');
  const forceLogout = usePlayerAction('playerForceLogout');
  const resetPassword = usePlayerAction('playerResetPassword');

  const offered: Record<ReasonAction | 'adjust', boolean> = {
    block: mayCall(CALLS.block) && (profile.status === 'active' || profile.status === 'pending'),
    unblock: mayCall(CALLS.unblock) && profile.status === 'blocked',
    close: mayCall(CALLS.close) && profile.status !== 'closed',
    forceLogout: mayCall(CALLS.forceLogout) && player.sessions.length > 0,
    resetPassword: mayCall(CALLS.resetPassword) && profile.status === 'active',
    adjust: mayCall('playerAdjust'),
  };
  const notify = useNotify();

  const confirm: Record<ReasonAction, (request: { player_id: number; reason: string }) => Promise<unknown>> = {
    block: async (request) => {
      await block.mutateAsync(request);
      notify.done(t('players.actions.blocked', { account: profile.account_id }));
    },
    unblock: async (request) => {
      await unblock.mutateAsync(request);
      notify.done(t('players.actions.unblockSent'));
    },
    close: async (request) => {
      await closeAccount.mutateAsync(request);
      notify.done(t('players.actions.closed', { account: profile.account_id }));
    },
    forceLogout: async (request) => {
      const answer = await forceLogout.mutateAsync(request);
      notify.done(t('players.actions.loggedOut', { count: answer.sessions_ended }));
    },
    resetPassword: async (request) => {
      const answer = await resetPassword.mutateAsync(request);
      notify.done(t('players.actions.resetSent', { phone: answer.phone }));
    },
  };

  const adjusted = (answer: AdjustAnswer) => {
    close();
    notify.done(
      answer.outcome === 'applied'
        ? t('players.adjust.applied', { balance: formatAmount(answer.balance, profile.site.currency) })
        : t('players.adjust.sentForApproval'),
    );
  };

  const reasonActions = (Object.keys(CALLS) as ReasonAction[]).filter((action) => offered[action]);
  if (reasonActions.length === 0 && !offered.adjust) return null;
  const destructive = (action: ReasonAction) => action === 'block' || action === 'close';

  return (
    <>
      <Group gap="xs" aria-label={t('players.actions.label')} role="group">
        {offered.adjust && <Button onClick={() => setDialog('adjust')}>{t('players.actions.adjust')}</Button>}
        {reasonActions.map((action) => (
          <Button
            key={action}
            variant={destructive(action) ? 'light' : 'default'}
            color={destructive(action) ? 'red' : undefined}
            onClick={() => setDialog(action)}
          >
            {t(`players.actions.${action}`)}
          </Button>
        ))}
      </Group>
      {reasonActions.map((action) => (
        <ReasonDialog
          key={action}
          opened={dialog === action}
          onClose={close}
          title={t(`players.actions.${action}Title`, { account: profile.account_id })}
          confirmLabel={t(`players.actions.${action}`)}
          confirmColor={destructive(action) ? 'red' : undefined}
          schema={playerDesk.playerActionRequest}
          body={{ player_id: profile.player_id }}
          onConfirm={confirm[action]}
        >
          {t(`players.actions.${action}Intro`)}
        </ReasonDialog>
      ))}
      <Modal
        opened={dialog === 'adjust'}
        onClose={close}
        title={t('players.adjust.title', { account: profile.account_id })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {dialog === 'adjust' && (
          <AdjustBalanceForm
            playerId={profile.player_id}
            currency={profile.site.currency}
            balance={player.balances.cash}
            onDone={adjusted}
            onCancel={close}
          />
        )}
      </Modal>
    </>
  );
}
