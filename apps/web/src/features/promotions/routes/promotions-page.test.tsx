import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FailureKey, failure } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { type FakeAnswer, fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { cachedFigures, logInPlayer, queryClientWithFigures } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { showDialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { CASHBACK, claim, DEPOSIT_BONUS, FIRST_DEPOSIT_TOKENS, myPromotions, promotionList, VIP_TOKENS } from '../testing';
import PromotionsPage from './promotions-page';

vi.mock('@/shared/ui/dialog', () => ({ showDialog: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast: { success: vi.fn() } }));

const LIST = '/api/promotion/list';
const DETAIL = '/api/promotion/detail';
const CLAIM = '/api/promotion/claim';
const MINE = '/api/promotion/mine';
const FORFEIT = '/api/promotion/forfeit_bonus';
const CONFIRMED = { isConfirmed: true, isDenied: false, isDismissed: false };
const DISMISSED = { isConfirmed: false, isDenied: false, isDismissed: true };

beforeAll(initTestI18n);
beforeEach(() => {
  setTestSite();
  useUserStore.setState({ isAuthenticated: false, user: null, token: '' });
});
afterEach(() => {
  vi.mocked(showDialog).mockReset();
  vi.mocked(toast.success).mockReset();
});

function promotionsServer(answers: Record<string, FakeAnswer> = {}) {
  return fakeServer({
    [LIST]: promotionList([DEPOSIT_BONUS, CASHBACK, FIRST_DEPOSIT_TOKENS, VIP_TOKENS]),
    [MINE]: myPromotions(),
    ...answers,
  });
}

const card = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return heading.closest('li') as HTMLElement;
};

const periodOf = (element: HTMLElement) => element.querySelector('.promotion-period')?.textContent;

/**
 * The player's claims before and after a call (a claim, a forfeit): the list is fetched by every
 * part of the page that shows it, so it answers by whether the call was made, not in turn.
 */
function claimsAround(before: FakeAnswer, after: FakeAnswer, answer: FakeAnswer) {
  let made = false;
  return {
    mine: () => (made ? after : before),
    call: () => {
      made = true;
      return answer;
    },
  };
}

describe('/promotions for a visitor', () => {
  it('lists each promotion with its kind, period and short terms, and asks to log in to take part', async () => {
    const server = promotionsServer();
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });

    const welcome = await card('Welcome bonus');
    expect(within(welcome).getByText('Deposit bonus')).toBeTruthy();
    expect(periodOf(welcome)).toBe('2026-01-01 – 2026-12-31');
    expect(
      within(welcome).getByText(
        '100% of a deposit of ₱500 or more, up to ₱5,000. Wager 10× the bonus and deposit within 30 days before withdrawing.',
      ),
    ).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: 'Details of Welcome bonus' }).getAttribute('href')).toBe('/promotions?id=1');
    expect(within(welcome).getByRole('link', { name: 'Log in to take part' })).toBeTruthy();

    const cashback = await card('Daily cashback');
    expect(within(cashback).getByText("10% of the previous day's net loss back, up to ₱2,000.")).toBeTruthy();
    expect(periodOf(cashback)).toBe('From 2026-01-01');
    const tokens = await card('First deposit tokens');
    expect(within(tokens).getByText('Automatic: the tokens are credited when it happens.')).toBeTruthy();

    expect(screen.queryByRole('heading', { name: 'My promotions' })).toBeNull();
    expect(requestsTo(server, LIST)).toEqual([{ domain_name: 'localhost', external_id: 'site-lucky', language: 'EN' }]);
    expect(requestsTo(server, MINE)).toEqual([]);
  });

  it('says when there are no promotions', async () => {
    promotionsServer({ [LIST]: promotionList([]) });
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByText('There are no promotions right now. Check back soon.')).toBeTruthy();
  });

  it('offers a retry when the list does not load', async () => {
    promotionsServer({ [LIST]: inTurn(failure('internalServerError'), promotionList([DEPOSIT_BONUS])) });
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The promotions could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
  });

  it('shows one promotion at ?id= with its full terms, sanitised', async () => {
    const server = promotionsServer({
      [DETAIL]: {
        statusCode: 1,
        value: { ...DEPOSIT_BONUS, terms: '<p>Full welcome terms.</p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
      },
    });
    renderWithProviders(<PromotionsPage />, { path: '/promotions?id=1' });

    const detail = (await screen.findByRole('heading', { name: 'Welcome bonus' })).closest('article') as HTMLElement;
    expect(within(detail).getByText('Full welcome terms.')).toBeTruthy();
    expect(detail.querySelector('script')).toBeNull();
    expect(detail.innerHTML).not.toContain('onerror');
    expect(within(detail).getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
    expect(requestsTo(server, DETAIL)).toEqual([
      { domain_name: 'localhost', external_id: 'site-lucky', language: 'EN', promotion_id: 1 },
    ]);
    expect(requestsTo(server, LIST)).toEqual([]);
  });

  it('says so when the promotion has ended', async () => {
    promotionsServer({ [DETAIL]: failure('promotionNotFound') });
    renderWithProviders(<PromotionsPage />, { path: '/promotions?id=9' });
    expect(await screen.findByText('This promotion is not available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' })).toBeTruthy();
  });
});

describe('/promotions for a player', () => {
  beforeEach(() => logInPlayer());

  it('opts in to a deposit bonus, which then waits for the qualifying deposit', async () => {
    const optedIn = claim({
      status: 'opted_in',
      amount: 0,
      deposit_amount: 0,
      wagering_required: 0,
      wagering_done: 0,
      expires_at: null,
    });
    const around = claimsAround(myPromotions(), myPromotions([optedIn]), {
      statusCode: 1,
      value: optedIn,
      balance: 100,
      token_balance: 5,
    });
    const server = promotionsServer({ [MINE]: around.mine, [CLAIM]: around.call });
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });

    const welcome = await card('Welcome bonus');
    await userEvent.click(await within(welcome).findByRole('button', { name: 'Opt in' }));

    expect(await within(welcome).findByText('You are in: the bonus comes with your next qualifying deposit.')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('You opted in to Welcome bonus. Make a deposit to receive the bonus.');
    expect(requestsTo(server, CLAIM)).toEqual([{ auth: 'tok', account_id: 'juan88', language: 'EN', promotion_id: 1 }]);
    const mine = screen.getByRole('region', { name: 'My promotions' });
    expect(within(mine).getByText('Waiting for deposit')).toBeTruthy();
    expect(within(mine).getByText('Waiting for a qualifying deposit.')).toBeTruthy();
  });

  it('claims the cashback due with its amount, and the header balance follows', async () => {
    const paid = claim({
      promotion_id: 2,
      kind: 'cashback',
      title: 'Daily cashback',
      status: 'paid',
      amount: 150,
      period_key: '2026-06-01',
    });
    const around = claimsAround(
      myPromotions([], [{ promotion_id: 2, period_key: '2026-06-01', amount: 150, claimed: false }]),
      myPromotions([paid], [{ promotion_id: 2, period_key: '2026-06-01', amount: 0, claimed: true }]),
      { statusCode: 1, value: paid, balance: 250, token_balance: 5 },
    );
    promotionsServer({ [MINE]: around.mine, [CLAIM]: around.call });
    const { queryClient } = renderWithProviders(<PromotionsPage />, { path: '/promotions' });

    const cashback = await card('Daily cashback');
    await userEvent.click(await within(cashback).findByRole('button', { name: 'Claim ₱150' }));

    await waitFor(() => expect(cachedFigures(queryClient).balance).toEqual({ balance: 250, token: 5 }));
    expect(toast.success).toHaveBeenCalledWith('₱150 cashback added to your balance.');
    expect(await within(cashback).findByText('You have claimed the cashback of the last period.')).toBeTruthy();
  });

  it('has no cashback button when nothing is due', async () => {
    promotionsServer({ [MINE]: myPromotions([], [{ promotion_id: 2, period_key: '2026-06-01', amount: 0, claimed: false }]) });
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    const cashback = await card('Daily cashback');
    expect(await within(cashback).findByText('No cashback to claim for the last period.')).toBeTruthy();
    expect(within(cashback).queryByRole('button')).toBeNull();
  });

  it('claims VIP-level tokens, and the token balance follows', async () => {
    const paid = claim({ promotion_id: 4, kind: 'event_tokens', title: 'Silver tokens', status: 'paid', amount: 50 });
    promotionsServer({ [CLAIM]: { statusCode: 1, value: paid, balance: 100, token_balance: 55 } });
    const { queryClient } = renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    const silver = await card('Silver tokens');
    await userEvent.click(await within(silver).findByRole('button', { name: 'Claim 50 tokens' }));
    await waitFor(() => expect(cachedFigures(queryClient).balance?.token).toBe(55));
    expect(toast.success).toHaveBeenCalledWith('50 tokens added to your wallet.');
  });

  it.each<[FailureKey, string]>([
    ['bonusAlreadyActive', 'You already have an active bonus. Finish or forfeit it first.'],
    ['promotionNotClaimable', 'This promotion cannot be claimed now.'],
  ])('shows the refusal %s beside the button', async (key, text) => {
    promotionsServer({ [CLAIM]: failure(key) });
    const queryClient = queryClientWithFigures({ balance: { balance: 100, token: 5 } });
    renderWithProviders(<PromotionsPage />, { path: '/promotions', queryClient });
    const welcome = await card('Welcome bonus');
    await userEvent.click(await within(welcome).findByRole('button', { name: 'Opt in' }));
    expect((await within(welcome).findByRole('alert')).textContent).toBe(text);
    expect(cachedFigures(queryClient).balance).toEqual({ balance: 100, token: 5 });
  });

  it('shows a promotion taken in another tab as taken, not as an error, and sends a double tap once', async () => {
    let answer: (value: unknown) => void = () => {};
    const server = promotionsServer({
      [CLAIM]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    const silver = await card('Silver tokens');
    await userEvent.dblClick(await within(silver).findByRole('button', { name: 'Claim 50 tokens' }));
    answer(failure('alreadyClaimed'));

    expect(await within(silver).findByText('You have taken this promotion.')).toBeTruthy();
    expect(within(silver).queryByRole('alert')).toBeNull();
    expect(within(silver).queryByRole('button', { name: 'Claim 50 tokens' })).toBeNull();
    expect(requestsTo(server, CLAIM)).toHaveLength(1);
  });

  it("shows an active bonus's wagering progress and when it expires", async () => {
    promotionsServer({ [MINE]: myPromotions([claim()]) });
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });

    const mine = await screen.findByRole('region', { name: 'My promotions' });
    const bar = await within(mine).findByRole('progressbar', { name: 'Wagering' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(mine).getByText('₱5,000 of ₱20,000 wagered')).toBeTruthy();
    expect(within(mine).getByText('Bonus of ₱1,000 on a deposit of ₱1,000')).toBeTruthy();
    expect(within(mine).getByText('Active')).toBeTruthy();
    expect(within(mine).getByText('2026-06-30')).toBeTruthy();
    expect(
      within(await card('Welcome bonus')).getByText('Your bonus is active: follow its wagering under My promotions.'),
    ).toBeTruthy();
  });

  it('forfeits the active bonus once the player confirms, and the balance follows', async () => {
    const around = claimsAround(myPromotions([claim()]), myPromotions([claim({ status: 'forfeited', wagering_done: 0 })]), {
      statusCode: 1,
      value: claim({ status: 'forfeited' }),
      balance: 40,
    });
    const server = promotionsServer({ [MINE]: around.mine, [FORFEIT]: around.call });
    vi.mocked(showDialog).mockResolvedValueOnce(CONFIRMED);
    const queryClient = queryClientWithFigures({ balance: { balance: 1040, token: 5 } });
    renderWithProviders(<PromotionsPage />, { path: '/promotions', queryClient });

    const mine = await screen.findByRole('region', { name: 'My promotions' });
    await userEvent.click(await within(mine).findByRole('button', { name: 'Forfeit bonus' }));

    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Forfeit your bonus?',
        confirmButtonText: 'Forfeit bonus',
        cancelButtonText: 'Keep the bonus',
      }),
    );
    await waitFor(() => expect(cachedFigures(queryClient).balance).toEqual({ balance: 40, token: 5 }));
    expect(requestsTo(server, FORFEIT)).toEqual([{ auth: 'tok', account_id: 'juan88', language: 'EN' }]);
    expect(toast.success).toHaveBeenCalledWith('Bonus forfeited. Your balance is ₱40.');
    expect(await within(mine).findByText('Forfeited')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: 'Forfeit bonus' })).toBeNull();
  });

  it('keeps the bonus when the player cancels the dialog', async () => {
    const server = promotionsServer({ [MINE]: myPromotions([claim()]) });
    vi.mocked(showDialog).mockResolvedValueOnce(DISMISSED);
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Forfeit bonus' }));
    await waitFor(() => expect(showDialog).toHaveBeenCalled());
    expect(requestsTo(server, FORFEIT)).toEqual([]);
  });

  it('says when the player has taken no promotion yet, and offers a retry when the list fails', async () => {
    // No promotion on offer, so the list of claims is the only part of the page that asks for it.
    promotionsServer({ [LIST]: promotionList([]), [MINE]: inTurn(failure('internalServerError'), myPromotions()) });
    renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    const mine = await screen.findByRole('region', { name: 'My promotions' });
    await userEvent.click(await within(mine).findByRole('button', { name: 'Try again' }));
    expect(await within(mine).findByText('You have not taken any promotion yet.')).toBeTruthy();
  });
});
