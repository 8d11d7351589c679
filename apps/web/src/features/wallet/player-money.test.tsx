import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@wl/contract/lite';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import cnPages from '@/locales/CN/pages.json';
import cnUi from '@/locales/CN/ui.json';
import phpPages from '@/locales/PHP/pages.json';
import phpUi from '@/locales/PHP/ui.json';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer } from '@/shared/testing/fake-server';
import { logInPlayerForEachTest } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import type { StatementEntry } from './api/get-statement';
import type { Transaction } from './api/get-transaction-history';
import DepositPage from './routes/deposit-page';
import StatementPage from './routes/statement-page';
import TransactionHistoryPage from './routes/transaction-history-page';
import WithdrawalPage from './routes/withdrawal-page';
import { BDO, bankAccounts, history, LIMITS } from './testing';

/**
 * The money pages in the three player languages (decisions 0165, 0166): a rejected deposit shows
 * neutral with its reason, the statement names what each line belongs to, the withdrawal page
 * says what is withdrawable now and why, the deposit page offers quick amounts.
 */
const LANGUAGES = ['EN', 'PHP', 'CN'] as const satisfies readonly Language[];

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('PHP', 'pages', phpPages);
  i18next.addResourceBundle('PHP', 'ui', phpUi);
  i18next.addResourceBundle('CN', 'pages', cnPages);
  i18next.addResourceBundle('CN', 'ui', cnUi);
});
logInPlayerForEachTest();
beforeEach(() => setTestSite());
afterEach(() => i18next.changeLanguage('EN'));

/** A page text in a language, looked up as the pages do (the keys are checked by the pages themselves). */
const text = (language: Language, key: string, options: Record<string, unknown> = {}): string =>
  (i18next.t as (key: string, options: object) => string)(key, { ...options, lng: language, ns: 'pages' });

const rejected: Transaction = {
  type: 'deposit',
  request_id: 41,
  status: 'rejected',
  amount: 50,
  detail: 'e_wallet',
  reason: 'No payment arrived',
  created_at: '2026-03-05T09:15:00.000Z',
};

const entry = (entry_id: number, kind: string, reference: string, title = ''): StatementEntry => ({
  entry_id,
  kind,
  amount: 10,
  balance: 100,
  reference,
  title,
  created_at: '2026-03-05T09:15:00.000Z',
});

describe.each(LANGUAGES)('the money pages in %s', (language) => {
  beforeEach(() => i18next.changeLanguage(language));
  const t = (key: string, options?: Record<string, unknown>) => text(language, key, options);

  it('show a rejected deposit neutral and unsigned, with the reason', async () => {
    fakeServer({ '/api/wallet/transaction_history': history([rejected], []) });
    renderWithProviders(<TransactionHistoryPage />);
    const list = await screen.findByRole('list', { name: t('wallet.history.list') });
    const [line] = within(list).getAllByRole('listitem');
    expect(within(line!).getByText(t('wallet.status.rejected'))).toBeTruthy();
    expect(within(line!).getByText(t('wallet.history.reason', { reason: 'No payment arrived' }))).toBeTruthy();
    const amount = line!.querySelector('.wallet-amount')!;
    expect(amount.textContent).toBe('₱50.00');
    expect(amount.className).toContain('is-void');
    expect(amount.className).not.toContain('is-in');
  });

  it('name what each statement line belongs to, never the internal key', async () => {
    fakeServer({
      '/api/wallet/statement': {
        statusCode: 1,
        value: [
          entry(1, 'deposit', 'cashier:1'),
          entry(2, 'bonus', 'promotion:35', 'Welcome bonus'),
          entry(3, 'referral_reward', 'promotion:36'),
          entry(4, 'minigame_prize', 'mini_game_play:2'),
          entry(5, 'withdrawal_reversal', 'cashier:7'),
          entry(6, 'bet', 'seed:2:round:3', 'Lucky Lantern'),
          entry(7, 'win', 'WL12', 'Fair Dice'),
        ],
        total: 7,
        page: 1,
        page_size: 10,
        opening_balance: 0,
        closing_balance: 100,
      },
    });
    renderWithProviders(<StatementPage />);
    const table = await screen.findByRole('table');
    const text = table.textContent ?? '';
    for (const key of ['cashier:', 'promotion:', 'mini_game_play', 'referral_reward', 'minigame_prize', 'seed:', 'round:']) {
      expect(text).not.toContain(key);
    }
    expect(text).toContain(t('wallet.reference.deposit', { id: '1' }));
    expect(text).toContain('Welcome bonus');
    expect(text).toContain(t('wallet.ledgerKind.referral_reward'));
    expect(text).toContain(t('wallet.reference.promotion', { id: '36' }));
    expect(text).toContain(t('wallet.reference.miniGamePlay', { id: '2' }));
    expect(text).toContain(t('wallet.reference.withdrawal', { id: '7' }));
    expect(text).toContain('Lucky Lantern');
    expect(text).toContain(t('wallet.reference.gameRound', { game: 'Fair Dice', round: 'WL12' }));
    expect(screen.getByText(t('wallet.statement.opening')).nextElementSibling?.textContent).toBe('₱0.00');
  });

  it('say what can be withdrawn now, net of the bonus, and why', async () => {
    fakeServer({
      '/api/wallet/limits': {
        ...LIMITS,
        balance: 230,
        withdrawable: 100,
        bonus_lock: {
          promotion_id: 35,
          title: 'Welcome bonus',
          locked: 130,
          wagering_required: 260,
          wagering_done: 100,
          expires_at: null,
        },
      },
      '/api/wallet/bank_account_list': bankAccounts([BDO]),
      '/api/wallet/transaction_history': history(),
    });
    renderWithProviders(<WithdrawalPage />);
    const lock = await screen.findByRole('region', { name: t('wallet.withdrawal.lock.title') });
    expect(screen.getByText('₱100.00')).toBeTruthy();
    expect(within(lock).getByText('₱230.00')).toBeTruthy();
    expect(within(lock).getByText(t('wallet.withdrawal.lock.held', { title: 'Welcome bonus' }))).toBeTruthy();
    expect(within(lock).getByText(t('wallet.withdrawal.lock.heldText', { amount: '₱130.00', left: '₱160.00' }))).toBeTruthy();
  });

  it('offer quick amounts from the minimum, with the decimals', async () => {
    fakeServer({
      '/api/wallet/limits': LIMITS,
      '/api/wallet/bank_account_list': bankAccounts([BDO]),
      '/api/wallet/transaction_history': history(),
      '/api/wallet/receiving_accounts': { statusCode: 1, value: [], reference: 'S1-JUAN88' },
    });
    renderWithProviders(<DepositPage />);
    const quick = await screen.findByRole('group', { name: t('wallet.deposit.quick.label') });
    const buttons = within(quick).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '₱500.00',
      '₱1,000.00',
      '₱2,000.00',
      '₱5,000.00',
      '₱10,000.00',
      '₱20,000.00',
    ]);
    buttons[1]!.click();
    const amount = (await screen.findByLabelText(t('wallet.amount', { currency: 'PHP' }))) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('1000'));
  });
});
