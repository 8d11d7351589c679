import { Button, Menu, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { assignableRoles, backoffice } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useOperators } from '@/shared/api/operators';
import { ReasonDialog } from '@/shared/forms/reason-dialog';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import { useMember } from '@/shared/session/member';
import { CellBadge } from '@/shared/ui/cell-badge';
import { DataTable, dataColumns } from '@/shared/ui/data-table';
import { useNotify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';
import { useStaffList } from '../api/list-staff';
import { useResetTotp } from '../api/reset-totp';
import { AddMemberForm } from './add-member-form';
import { EditMemberForm } from './edit-member-form';
import { ResetPasswordForm } from './reset-password-form';

type StaffMember = backoffice.StaffMember;
type Dialog = { kind: 'add' } | { kind: 'edit' | 'password' | 'totp'; member: StaffMember } | null;

const column = dataColumns<StaffMember>();

function nameOf(member: StaffMember): string {
  return member.display_name || member.username;
}

/**
 * Staff: who may work in the back office, their role, sites, status and two-step verification;
 * owners and admins add members and change them (never above their own role), each change with
 * a reason.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const me = useMember();
  const mayCall = useMayCall();
  const staff = useStaffList();
  const onPlatform = me.operator === null;
  const operators = useOperators({ enabled: onPlatform });
  const resetTotp = useResetTotp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const siteNames = new Map(me.sites.map((site) => [site.id, site.name]));
  const operatorNames = new Map((operators.data ?? []).map((operator) => [operator.id, operator.name]));
  const manageable = (member: StaffMember) => assignableRoles(me.role).includes(member.role);
  const actionsFor = (member: StaffMember) =>
    manageable(member)
      ? {
          edit: mayCall('staffUpdate'),
          password: mayCall('staffResetPassword'),
          totp: mayCall('staffResetTotp') && member.totp_enabled,
        }
      : { edit: false, password: false, totp: false };

  const columns = [
    column.accessor('username', {
      header: t('staff.username'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.original.username}
          </Text>
          {row.original.id === me.id && (
            <Text size="xs" c="dimmed">
              {t('staff.you')}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('display_name', { header: t('staff.displayName') }),
    column.accessor('role', { header: t('staff.role'), cell: ({ getValue }) => t(`roles.${getValue()}`) }),
    ...(onPlatform
      ? [
          column.accessor('operator_id', {
            header: t('staff.operator'),
            cell: ({ getValue }) => {
              const id = getValue();
              return id === null ? t('staff.platform') : (operatorNames.get(id) ?? `#${id}`);
            },
          }),
        ]
      : []),
    column.accessor('site_ids', {
      header: t('staff.sites'),
      cell: ({ getValue }) => {
        const ids = getValue();
        if (ids === null) return t('staff.allSites');
        if (ids.length === 0) return t('staff.noSites');
        return ids.map((id) => siteNames.get(id) ?? `#${id}`).join(', ');
      },
    }),
    column.accessor('status', {
      header: t('staff.status'),
      cell: ({ getValue }) => (
        <CellBadge color={getValue() === 'active' ? 'green' : 'gray'}>
          {getValue() === 'active' ? t('staff.active') : t('staff.disabled')}
        </CellBadge>
      ),
    }),
    column.accessor('totp_enabled', {
      header: t('staff.twoFactor'),
      cell: ({ getValue }) => (
        <CellBadge color={getValue() ? 'green' : 'gray'}>
          {getValue() ? t('staff.twoFactorOn') : t('staff.twoFactorOff')}
        </CellBadge>
      ),
    }),
    column.accessor('locked_until', {
      header: t('staff.lockedUntil'),
      cell: ({ getValue }) => {
        const until = getValue();
        return until && new Date(until) > new Date() ? (
          <Text size="sm" c="red" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(until)}
          </Text>
        ) : (
          '—'
        );
      },
    }),
    column.accessor('last_sign_in_at', {
      header: t('staff.lastSignIn'),
      cell: ({ getValue }) => {
        const at = getValue();
        return (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {at ? formatDateTime(at) : t('staff.never')}
          </Text>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('staff.actions')}</VisuallyHidden>,
      meta: { align: 'end' },
      cell: ({ row }) => {
        const member = row.original;
        const allowed = actionsFor(member);
        if (!allowed.edit && !allowed.password && !allowed.totp) return null;
        return (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" aria-label={t('staff.actionsFor', { username: member.username })}>
                {t('staff.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {allowed.edit && <Menu.Item onClick={() => setDialog({ kind: 'edit', member })}>{t('staff.edit')}</Menu.Item>}
              {allowed.password && (
                <Menu.Item onClick={() => setDialog({ kind: 'password', member })}>{t('staff.resetPassword')}</Menu.Item>
              )}
              {allowed.totp && <Menu.Item onClick={() => setDialog({ kind: 'totp', member })}>{t('staff.resetTotp')}</Menu.Item>}
            </Menu.Dropdown>
          </Menu>
        );
      },
    }),
  ];

  const editing = dialog && dialog.kind !== 'add' ? dialog.member : undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('staff.title')}
        actions={mayCall('staffCreate') && <Button onClick={() => setDialog({ kind: 'add' })}>{t('staff.add')}</Button>}
      />
      <DataTable
        caption={t('staff.caption')}
        columns={columns}
        rows={staff.data}
        getRowId={(member) => String(member.id)}
        emptyText={t('staff.empty')}
        refreshing={staff.isFetching && !staff.isPending}
        failure={staff.isError ? failureOf(staff.error) : undefined}
        onRetry={() => void staff.refetch()}
      />
      <Modal
        opened={dialog?.kind === 'add'}
        onClose={close}
        title={t('staff.addTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {dialog?.kind === 'add' && (
          <AddMemberForm
            onDone={(member) => {
              close();
              notify.done(t('staff.added', { username: member.username }));
            }}
          />
        )}
      </Modal>
      <Modal
        opened={dialog?.kind === 'edit'}
        onClose={close}
        title={editing && t('staff.editTitle', { name: nameOf(editing) })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {dialog?.kind === 'edit' && (
          <EditMemberForm
            member={dialog.member}
            onDone={() => {
              close();
              notify.done(t('staff.saved', { name: nameOf(dialog.member) }));
            }}
          />
        )}
      </Modal>
      <Modal
        opened={dialog?.kind === 'password'}
        onClose={close}
        title={editing && t('staff.resetPasswordTitle', { name: nameOf(editing) })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {dialog?.kind === 'password' && <ResetPasswordForm member={dialog.member} onDone={close} />}
      </Modal>
      {dialog?.kind === 'totp' && (
        <ReasonDialog
          opened
          onClose={close}
          title={t('staff.resetTotpTitle', { name: nameOf(dialog.member) })}
          confirmLabel={t('staff.resetTotp')}
          confirmColor="red"
          schema={backoffice.staffResetTotpRequest}
          body={{ staff_id: dialog.member.id }}
          onConfirm={async (request) => {
            await resetTotp.mutateAsync(request);
            notify.done(t('staff.totpReset', { name: nameOf(dialog.member) }));
          }}
        >
          <Text size="sm">{t('staff.resetTotpIntro', { name: nameOf(dialog.member) })}</Text>
        </ReasonDialog>
      )}
    </Stack>
  );
}
