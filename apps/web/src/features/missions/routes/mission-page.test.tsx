import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallResponse } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { cachedFigures, logInPlayerForEachTest, queryClientWithFigures } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import { toast } from '@/shared/ui/toast';
import type { Mission } from '../api/get-missions';
import MissionPage from './mission-page';

const NOW = new Date('2026-11-22T10:00:00.000Z');
/** Midnight in Manila, the site's timezone: six hours from NOW. */
const DAY_ENDS = '2026-11-22T16:00:00.000Z';
/** Monday midnight in Manila. */
const WEEK_ENDS = '2026-11-23T16:00:00.000Z';

const mission = (overrides: Partial<Mission>): Mission => ({
  mission_id: 1,
  kind: 'login',
  period: 'daily',
  title: 'Daily check-in',
  target: 1,
  progress: 1,
  game_type: '',
  reward_type: 'token',
  reward_amount: 5,
  period_key: '2026-11-22',
  period_ends_at: DAY_ENDS,
  claimed: false,
  ...overrides,
});

const CHECK_IN = mission({});
const SLOTS = mission({
  mission_id: 2,
  kind: 'wager_on_category',
  title: 'Spin the reels',
  target: 500,
  progress: 150,
  game_type: 'slots',
  reward_type: 'bonus',
  reward_amount: 20,
});
const MINI_GAMES = mission({
  mission_id: 3,
  kind: 'play_mini_games',
  period: 'weekly',
  title: 'Lucky week',
  target: 10,
  progress: 3,
  reward_amount: 20,
  period_key: '2026-11-17',
  period_ends_at: WEEK_ENDS,
});
const DEPOSIT = mission({
  mission_id: 4,
  kind: 'deposit_at_least',
  period: 'weekly',
  title: 'Top up',
  target: 1000,
  progress: 1000,
  reward_type: 'bonus',
  reward_amount: 100,
  period_key: '2026-11-17',
  period_ends_at: WEEK_ENDS,
  claimed: true,
});

const LIST: CallResponse<'missionList'> = { statusCode: 1, value: [CHECK_IN, SLOTS, MINI_GAMES, DEPOSIT] };

const card = (title: string) => screen.getByRole('article', { name: title });

beforeAll(initTestI18n);
logInPlayerForEachTest();
beforeEach(() => {
  setTestSite();
  // Only the clock is fixed: the query and the test library keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/mission', () => {
  it('shows the daily and weekly missions apart, each period with when it resets', async () => {
    const server = fakeServer({ '/api/mission/list': LIST });
    renderWithProviders(<MissionPage />);

    const daily = await screen.findByRole('region', { name: 'Daily missions' });
    const weekly = screen.getByRole('region', { name: 'Weekly missions' });
    const titles = within(daily)
      .getAllByRole('article')
      .map((entry) => within(entry).getByRole('heading').textContent);
    expect(titles).toEqual(['Daily check-in', 'Spin the reels']);
    expect(within(weekly).getAllByRole('article')).toHaveLength(2);
    expect(within(daily).getByText(/Resets in 6 hours/)).toBeTruthy();
    expect(
      within(daily)
        .getByText(/Resets in/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe(DAY_ENDS);
    expect(within(weekly).getByText(/Resets in a day/)).toBeTruthy();
    expect(requestsTo(server, '/api/mission/list')).toEqual([{ auth: 'tok', account_id: 'juan88', language: 'EN' }]);
  });

  it('says each goal in words with its reward, and the progress as figures and a bar', async () => {
    fakeServer({ '/api/mission/list': LIST });
    renderWithProviders(<MissionPage />);
    await screen.findByRole('region', { name: 'Daily missions' });

    const slots = card('Spin the reels');
    expect(within(slots).getByText('Bet ₱500 on Slots')).toBeTruthy();
    expect(within(slots).getByText('₱20 bonus')).toBeTruthy();
    expect(within(slots).getByText('₱150 of ₱500')).toBeTruthy();
    expect(within(slots).getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('30');
    expect(within(slots).queryByRole('button')).toBeNull();

    expect(within(card('Daily check-in')).getByText('Log in')).toBeTruthy();
    expect(within(card('Daily check-in')).getByText('5 tokens')).toBeTruthy();
    expect(within(card('Lucky week')).getByText('Play 10 mini games')).toBeTruthy();
    expect(within(card('Lucky week')).getByText('3 of 10')).toBeTruthy();
    expect(within(card('Top up')).getByText('Deposit at least ₱1,000 in total')).toBeTruthy();
  });

  it('offers the claim once a mission is complete, and shows a claimed one as claimed', async () => {
    fakeServer({ '/api/mission/list': LIST });
    renderWithProviders(<MissionPage />);
    await screen.findByRole('region', { name: 'Daily missions' });

    expect((within(card('Daily check-in')).getByRole('button', { name: 'Claim reward' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((within(card('Top up')).getByRole('button', { name: 'Claimed' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('Top up')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('claims a reward: the mission turns claimed and the balance and tokens follow at once', async () => {
    const success = vi.spyOn(toast, 'success');
    const server = fakeServer({
      '/api/mission/list': LIST,
      '/api/mission/claim': { statusCode: 1, value: { ...CHECK_IN, claimed: true }, balance: 100, token_balance: 10 },
    });
    const queryClient = queryClientWithFigures({
      balance: { balance: 100, token: 5 },
      tokenWallet: { token_balance: 5, frozen_token: 2 },
    });
    renderWithProviders(<MissionPage />, { queryClient });
    await screen.findByRole('region', { name: 'Daily missions' });

    fireEvent.click(within(card('Daily check-in')).getByRole('button', { name: 'Claim reward' }));
    const claimed = await within(card('Daily check-in')).findByRole('button', { name: 'Claimed' });
    expect((claimed as HTMLButtonElement).disabled).toBe(true);
    expect(requestsTo(server, '/api/mission/claim')).toEqual([
      { auth: 'tok', account_id: 'juan88', language: 'EN', mission_id: 1 },
    ]);
    expect(success).toHaveBeenCalledWith('Reward claimed: 5 tokens.');
    expect(cachedFigures(queryClient)).toEqual({
      balance: { balance: 100, token: 10 },
      tokenWallet: { token_balance: 10, frozen_token: 2 },
    });
  });

  it('says why a claim was refused beside the button and reloads the missions', async () => {
    const server = fakeServer({
      '/api/mission/list': LIST,
      '/api/mission/claim': { statusCode: 409, message: 'missionNotComplete' },
    });
    const queryClient = queryClientWithFigures({ balance: { balance: 100, token: 5 } });
    renderWithProviders(<MissionPage />, { queryClient });
    await screen.findByRole('region', { name: 'Daily missions' });

    fireEvent.click(within(card('Daily check-in')).getByRole('button', { name: 'Claim reward' }));
    expect((await within(card('Daily check-in')).findByRole('alert')).textContent).toBe('This mission is not complete yet.');
    await waitFor(() => expect(requestsTo(server, '/api/mission/list')).toHaveLength(2));
    expect(cachedFigures(queryClient).balance).toEqual({ balance: 100, token: 5 });
  });

  it('shows a mission claimed in another tab as claimed, not as an error', async () => {
    fakeServer({
      '/api/mission/list': LIST,
      '/api/mission/claim': { statusCode: 409, message: 'alreadyClaimed' },
    });
    renderWithProviders(<MissionPage />);
    await screen.findByRole('region', { name: 'Daily missions' });

    fireEvent.click(within(card('Daily check-in')).getByRole('button', { name: 'Claim reward' }));
    const claimed = await within(card('Daily check-in')).findByRole('button', { name: 'Claimed' });
    expect((claimed as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('Daily check-in')).queryByRole('alert')).toBeNull();
  });

  it('sends a double tap on Claim as one claim', async () => {
    let answer: (value: unknown) => void = () => {};
    const server = fakeServer({
      '/api/mission/list': LIST,
      '/api/mission/claim': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<MissionPage />);
    await screen.findByRole('region', { name: 'Daily missions' });

    const button = within(card('Daily check-in')).getByRole('button', { name: 'Claim reward' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(requestsTo(server, '/api/mission/claim')).toHaveLength(1));
    answer({ statusCode: 1, value: { ...CHECK_IN, claimed: true }, balance: 100, token_balance: 10 });
    await within(card('Daily check-in')).findByRole('button', { name: 'Claimed' });
    expect(requestsTo(server, '/api/mission/claim')).toHaveLength(1);
  });

  it('reloads the missions when the period ends, so the reset shows on an open page', async () => {
    const newDay = mission({ period_key: '2026-11-23', period_ends_at: '2026-11-23T16:00:00.000Z', progress: 0 });
    const server = fakeServer({
      '/api/mission/list': inTurn(
        { statusCode: 1, value: [mission({ period_ends_at: NOW.toISOString() })] },
        { statusCode: 1, value: [newDay] },
      ),
    });
    renderWithProviders(<MissionPage />);
    await screen.findByRole('button', { name: 'Claim reward' });

    await waitFor(() => expect(requestsTo(server, '/api/mission/list')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim reward' })).toBeNull());
    expect(within(card('Daily check-in')).getByText('0 of 1')).toBeTruthy();
  });

  it('says when a period has no missions', async () => {
    fakeServer({ '/api/mission/list': { statusCode: 1, value: [MINI_GAMES] } });
    renderWithProviders(<MissionPage />);
    const daily = await screen.findByRole('region', { name: 'Daily missions' });
    expect(within(daily).getByText('No daily missions right now. Check back tomorrow.')).toBeTruthy();
    expect(within(daily).queryByText(/Resets in/)).toBeNull();
  });

  it('offers a retry when the missions cannot be loaded', async () => {
    fakeServer({ '/api/mission/list': { statusCode: 503, message: 'serviceUnavailable' } });
    renderWithProviders(<MissionPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your missions could not be loaded.');

    fakeServer({ '/api/mission/list': LIST });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Daily missions' })).toBeTruthy();
  });
});
