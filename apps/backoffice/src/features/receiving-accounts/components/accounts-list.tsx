import { ActionIcon, Alert, Badge, Box, Button, Card, Flex, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { FailureAlert } from '@/shared/ui/failure-alert';
import type { DepositMethod, ReceivingAccount } from '../api/list-receiving-accounts';
import { useReorderReceivingAccounts } from '../api/reorder-receiving-accounts';
import { QrFrame } from './qr-image-field';

const THUMBNAIL_SIZE = 56;

type Direction = 'up' | 'down';

function LimitsText({ account, currency }: { account: ReceivingAccount; currency: string }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const { min_amount: min, max_amount: max } = account;
  if (min !== null && max !== null) {
    return t('receivingAccounts.limitRange', { min: formatAmount(min, currency), max: formatAmount(max, currency) });
  }
  if (min !== null) return t('receivingAccounts.limitAtLeast', { min: formatAmount(min, currency) });
  if (max !== null) return t('receivingAccounts.limitUpTo', { max: formatAmount(max, currency) });
  return t('receivingAccounts.limitNone');
}

/**
 * The QR code, from the back office's route, which shows it to staff whether the account is on or
 * off; an account that is off says players do not see it.
 */
function QrThumbnail({ account }: { account: ReceivingAccount }) {
  const { t } = useTranslation();
  if (account.qr_image_url) {
    const image = (
      <QrFrame>
        <Image
          src={account.qr_image_url}
          alt={t('receivingAccounts.qrOf', { bank: account.bank_name })}
          w={THUMBNAIL_SIZE}
          h={THUMBNAIL_SIZE}
          fit="contain"
        />
      </QrFrame>
    );
    if (account.enabled) return image;
    return (
      <Stack gap={4} align="center" w={THUMBNAIL_SIZE + 10} style={{ flexShrink: 0 }}>
        {image}
        <Text size="xs" c="dimmed" ta="center" lh={1.2}>
          {t('receivingAccounts.qrWhileOff')}
        </Text>
      </Stack>
    );
  }
  return (
    <Box
      w={THUMBNAIL_SIZE + 10}
      h={THUMBNAIL_SIZE + 10}
      bd="1px dashed var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'grid', placeItems: 'center', flexShrink: 0 }}
    >
      <Text size="xs" c="dimmed" ta="center" px={4} lh={1.2}>
        {t('receivingAccounts.noQr')}
      </Text>
    </Box>
  );
}

interface AccountsListProps {
  siteId: number;
  method: DepositMethod;
  currency: string;
  accounts: ReceivingAccount[];
  /** what the member's role may do here; absent: the list is read-only for them */
  actions: { reorder: boolean; edit: boolean; delete: boolean };
  onEdit(account: ReceivingAccount): void;
  onDelete(account: ReceivingAccount): void;
}

/**
 * A method's accounts in the order players see them, each with its QR code, details and limits.
 * Moving one up or down saves the new order at once; the moved account keeps the keyboard focus
 * and a screen reader hears its new place.
 */
export function AccountsList({ siteId, method, currency, accounts, actions, onEdit, onDelete }: AccountsListProps) {
  const { t } = useTranslation(['ui', 'validation']);
  const reorder = useReorderReceivingAccounts(siteId, method);
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const label = (account: ReceivingAccount) => ({ bank: account.bank_name, number: account.account_number });

  const [moved, setMoved] = useState<{ accountId: number; direction: Direction }>();

  // The list reorders under the focused button, which loses focus as its row moves (or is disabled
  // at either end): focus follows the row, to its other button at an end. Focus the member moved
  // elsewhere stays where it is.
  useLayoutEffect(() => {
    if (!moved) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !(focused instanceof HTMLButtonElement && focused.disabled)) return;
    const index = accounts.findIndex((account) => account.receiving_account_id === moved.accountId);
    const direction = index === 0 ? 'down' : index === accounts.length - 1 ? 'up' : moved.direction;
    list.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.accountId}-${direction}"]`)?.focus();
  }, [accounts, moved]);

  const move = (account: ReceivingAccount, direction: Direction) => {
    if (reorder.isPending) return;
    const from = accounts.indexOf(account);
    const to = direction === 'up' ? from - 1 : from + 1;
    const other = accounts[to];
    if (!other) return;
    const ordered = accounts.slice();
    ordered[to] = account;
    ordered[from] = other;
    setAnnouncement('');
    setMoved({ accountId: account.receiving_account_id, direction });
    reorder.mutate(ordered, {
      onSuccess: () =>
        setAnnouncement(t('receivingAccounts.moved', { ...label(account), position: to + 1, total: accounts.length })),
    });
  };

  const reorderFailure = reorder.isError ? failureOf(reorder.error) : undefined;
  return (
    <Stack gap="sm">
      {reorderFailure &&
        (reorderFailure.errors?.some((error) => error.key === 'orderMismatch') ? (
          <Alert color="red" variant="light" role="alert">
            {t('validation:orderMismatch')}
          </Alert>
        ) : (
          <FailureAlert failure={reorderFailure} />
        ))}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <ol
        ref={list}
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
        aria-label={t('receivingAccounts.listLabel', { method: t(`receivingAccounts.methods.${method}`) })}
      >
        {accounts.map((account, index) => (
          <Card key={account.receiving_account_id} component="li" withBorder padding="sm">
            <Flex gap="md" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
              <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700} c="dimmed" w={20} ta="end" style={{ flexShrink: 0 }} aria-hidden>
                  {index + 1}
                </Text>
                <QrThumbnail account={account} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{account.bank_name}</Text>
                    {account.enabled ? (
                      <Badge color="green" variant="light" size="sm">
                        {t('receivingAccounts.on')}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" size="sm" title={t('receivingAccounts.offHint')}>
                        {t('receivingAccounts.off')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{account.account_name}</Text>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {account.account_number}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <LimitsText account={account} currency={currency} />
                  </Text>
                </Stack>
              </Group>
              {(actions.reorder || actions.edit || actions.delete) && (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {actions.reorder && (
                    <>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        data-move={`${account.receiving_account_id}-up`}
                        aria-label={t('receivingAccounts.moveUp', label(account))}
                        disabled={index === 0}
                        onClick={() => move(account, 'up')}
                      >
                        <span aria-hidden>↑</span>
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        data-move={`${account.receiving_account_id}-down`}
                        aria-label={t('receivingAccounts.moveDown', label(account))}
                        disabled={index === accounts.length - 1}
                        onClick={() => move(account, 'down')}
                      >
                        <span aria-hidden>↓</span>
                      </ActionIcon>
                    </>
                  )}
                  {actions.edit && (
                    <Button
                      variant="default"
                      aria-label={t('receivingAccounts.editLabel', label(account))}
                      onClick={() => onEdit(account)}
                    >
                      {t('receivingAccounts.edit')}
                    </Button>
                  )}
                  {actions.delete && (
                    <Button
                      variant="light"
                      color="red"
                      aria-label={t('receivingAccounts.deleteLabel', label(account))}
                      onClick={() => onDelete(account)}
                    >
                      {t('receivingAccounts.delete')}
                    </Button>
                  )}
                </Group>
              )}
            </Flex>
          </Card>
        ))}
      </ol>
    </Stack>
  );
}
