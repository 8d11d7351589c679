import { Button, Card, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEPOSIT_METHODS, receivingAccounts } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReasonDialog } from '@/shared/forms/reason-dialog';
import { useMayCall } from '@/shared/session/may-call';
import { type Member, useMember } from '@/shared/session/member';
import { useSelectedSite } from '@/shared/session/site';
import { useNotify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { useDeleteReceivingAccount } from '../api/delete-receiving-account';
import { type DepositMethod, type ReceivingAccount, useReceivingAccounts } from '../api/list-receiving-accounts';
import { AccountForm } from './account-form';
import { AccountsList } from './accounts-list';

type Site = Member['sites'][number];

const METHOD_PARAM = 'method';

function isMethod(value: string | null): value is DepositMethod {
  return DEPOSIT_METHODS.includes(value as DepositMethod);
}

/** The deposit method shown, kept in the URL beside the site so that a reload or a link keeps the tab. */
function useSelectedMethod(): [DepositMethod, (method: DepositMethod) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(METHOD_PARAM);
  const select = (method: DepositMethod) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(METHOD_PARAM, method);
      return updated;
    });
  return [isMethod(wanted) ? wanted : 'bank_transfer', select];
}

/** A member with several sites and none chosen in the shell: receiving accounts are one site's. */
function SiteChoice({ sites, onChoose }: { sites: Site[]; onChoose(siteId: number): void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="choose-site-title">
      <Title order={2} fz="h4" mb="xs" id="choose-site-title">
        {t('receivingAccounts.chooseSite')}
      </Title>
      <Text size="sm" mb="md">
        {t('receivingAccounts.chooseSiteText')}
      </Text>
      <Group gap="xs">
        {sites.map((site) => (
          <Button key={site.id} variant="default" onClick={() => onChoose(site.id)}>
            {site.name}
          </Button>
        ))}
      </Group>
    </Card>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; account: ReceivingAccount } | { kind: 'delete'; account: ReceivingAccount };

/** One method's accounts of the site, with adding, changing, reordering and deleting as the role allows. */
function MethodAccounts({ site, method }: { site: Site; method: DepositMethod }) {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  const onPhone = useMediaQuery('(max-width: 36em)');
  const accounts = useReceivingAccounts(site.id, method);
  const deleteAccount = useDeleteReceivingAccount();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const notify = useNotify();
  const currency = accounts.data?.currency ?? site.currency;
  const editing = dialog?.kind === 'edit' ? dialog.account : undefined;

  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          {t('receivingAccounts.siteCurrency', { site: site.name, currency })}
        </Text>
        {mayCall('receivingAccountsSave') && (
          <Button onClick={() => setDialog({ kind: 'add' })}>{t(`receivingAccounts.add.${method}`)}</Button>
        )}
      </Group>
      <QueryState query={accounts} isEmpty={(data) => data.value.length === 0} emptyText={t('receivingAccounts.empty')}>
        {(data) => (
          <AccountsList
            siteId={site.id}
            method={method}
            currency={data.currency}
            accounts={data.value}
            actions={{
              reorder: mayCall('receivingAccountsReorder'),
              edit: mayCall('receivingAccountsSave'),
              delete: mayCall('receivingAccountsDelete'),
            }}
            onEdit={(account) => setDialog({ kind: 'edit', account })}
            onDelete={(account) => setDialog({ kind: 'delete', account })}
          />
        )}
      </QueryState>
      <Modal
        opened={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        onClose={close}
        size="lg"
        fullScreen={onPhone}
        title={
          editing
            ? t('receivingAccounts.editTitle', { bank: editing.bank_name, number: editing.account_number })
            : t(`receivingAccounts.add.${method}`)
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <AccountForm
            siteId={site.id}
            method={method}
            currency={currency}
            account={editing}
            onCancel={close}
            onSaved={() => {
              close();
              notify.done(t('receivingAccounts.saved'));
            }}
          />
        )}
      </Modal>
      {dialog?.kind === 'delete' && (
        <ReasonDialog
          opened
          onClose={close}
          title={t('receivingAccounts.deleteTitle')}
          confirmLabel={t('receivingAccounts.delete')}
          confirmColor="red"
          schema={receivingAccounts.receivingAccountsDeleteRequest}
          body={{ receiving_account_id: dialog.account.receiving_account_id }}
          onConfirm={async ({ reason }) => {
            await deleteAccount.mutateAsync({ account: dialog.account, reason });
            notify.done(t('receivingAccounts.deleted'));
          }}
        >
          <Text size="sm">
            {t('receivingAccounts.deleteText', { bank: dialog.account.bank_name, number: dialog.account.account_number })}
          </Text>
        </ReasonDialog>
      )}
    </Stack>
  );
}

/**
 * Receiving accounts: where the players of a site pay their deposits, per method (a tab each), in
 * the order the deposit page lists them. The site is the shell's choice, or the member's only one.
 */
export function ReceivingAccountsPage() {
  const { t } = useTranslation();
  const member = useMember();
  const [siteId, selectSite] = useSelectedSite();
  const [method, selectMethod] = useSelectedMethod();
  const site =
    member.sites.find((reachable) => reachable.id === siteId) ?? (member.sites.length === 1 ? member.sites[0] : undefined);

  let content: React.ReactNode;
  if (member.sites.length === 0) content = <Text>{t('receivingAccounts.noSites')}</Text>;
  else if (!site) content = <SiteChoice sites={member.sites} onChoose={selectSite} />;
  else {
    content = (
      <Tabs value={method} onChange={(next) => isMethod(next) && selectMethod(next)} keepMounted={false}>
        <Tabs.List>
          {DEPOSIT_METHODS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`receivingAccounts.methods.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DEPOSIT_METHODS.map((each) => (
          <Tabs.Panel key={each} value={each}>
            <MethodAccounts key={site.id} site={site} method={each} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('receivingAccounts.title')} description={t('receivingAccounts.intro')} />
      {content}
    </Stack>
  );
}
