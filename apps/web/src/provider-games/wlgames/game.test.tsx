import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WlgamesSessionResponse, WlgamesSpinResponse } from '@wl/contract';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from './game';

const WINDOW = [
  ['lantern', 'koi', 'fan'],
  ['lantern', 'koi', 'coin'],
  ['lantern', 'koi', 'orange'],
  ['dragon', 'fan', 'coin'],
  ['fan', 'coin', 'orange'],
];

const SESSION: WlgamesSessionResponse = {
  statusCode: 1,
  session: 'session-1',
  expires_at: '2026-11-22T10:00:00.000Z',
  game: 'lucky_lantern',
  game_name: 'Lucky Lantern',
  currency: 'PHP',
  balance: 150_000,
  bet_levels: [100, 200, 500],
  reels: 5,
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
  ],
  paytable: [
    { symbol: 'lantern', wild: true, pays: [50, 250, 1000] },
    { symbol: 'koi', wild: false, pays: [20, 60, 200] },
  ],
  rtp: 0.959513808741714,
  max_win_times_bet: 1000,
  window: WINDOW,
};

const WIN: WlgamesSpinResponse = {
  statusCode: 1,
  round_id: 'WL1',
  bet: 200,
  window: WINDOW,
  wins: [{ line: 1, symbol: 'koi', count: 3, amount: 400 }],
  win: 400,
  balance: 150_200,
};

const LAUNCH = { token: 'launch-token', game: 'lucky_lantern', language: 'EN' } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WLGAMES game client', () => {
  it('explains a page opened without its launch link', () => {
    render(<WlgamesGame launch={{ token: null, game: 'lucky_lantern', language: 'EN' }} />);
    expect(screen.getByRole('alert').textContent).toMatch(/without its launch link/);
  });

  it('shows the balance and every amount with the currency’s decimals (issue 20: ₱29,525.00, never ₱29,525)', async () => {
    fakeServer({ '/provider/wlgames/session': { ...SESSION, balance: 2_952_500 } });
    render(<WlgamesGame launch={LAUNCH} />);
    expect((await screen.findByTestId('wl-balance')).textContent).toBe('₱29,525.00');
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('₱1.00');
  });

  it('opens the session with the launch token and shows balance, bets and rules', async () => {
    const fetchMock = fakeServer({ '/provider/wlgames/session': SESSION });
    render(<WlgamesGame launch={LAUNCH} />);
    expect(await screen.findByRole('heading', { name: 'Lucky Lantern' })).toBeTruthy();
    expect(requestsTo(fetchMock, '/provider/wlgames/session')[0]).toEqual({ token: 'launch-token', game: 'lucky_lantern' });
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,500.00');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['₱1.00', '₱2.00', '₱5.00']);
    expect(screen.getAllByTestId('wl-reel')).toHaveLength(5);
    expect(screen.getByText('Paytable and rules')).toBeTruthy();
    expect(screen.getByText(/Return to player: 95.95%/)).toBeTruthy();
    // The ₱1 bet over this session's two lines is ₱0.50 a line: five lanterns pay 1000 of them.
    expect(screen.getByRole('row', { name: /Lantern/ }).textContent).toBe('✺ Lantern₱25.00₱125.00₱500.00');
  });

  it('spends the launch token on one session, even when React runs its effects twice', async () => {
    const fetchMock = fakeServer({ '/provider/wlgames/session': SESSION });
    render(
      <StrictMode>
        <WlgamesGame launch={LAUNCH} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Lucky Lantern' })).toBeTruthy();
    expect(requestsTo(fetchMock, '/provider/wlgames/session')).toHaveLength(1);
  });

  it('plays a round at the chosen bet, shows the win and tells the framing page the balance', async () => {
    const fetchMock = fakeServer({ '/provider/wlgames/session': SESSION, '/provider/wlgames/spin': WIN });
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const user = userEvent.setup();
    render(<WlgamesGame launch={LAUNCH} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bet' }), '200');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('You win ₱4.00')).toBeTruthy();
    expect(screen.getByText('Line 1: 3 × Koi, ₱4.00')).toBeTruthy();
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,502.00');
    expect(requestsTo(fetchMock, '/provider/wlgames/spin')[0]).toEqual({ session: 'session-1', bet: 200 });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'wl:balance', balance: 150_200 }, window.location.origin);
    expect(document.querySelectorAll('.wl-cell.is-winning')).toHaveLength(3);
  });

  it('says when the balance does not cover the bet, and stays playable', async () => {
    fakeServer({
      '/provider/wlgames/session': SESSION,
      '/provider/wlgames/spin': { statusCode: 402, message: 'insufficientBalance' },
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={LAUNCH} />);
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Not enough balance/);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Spin' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('ends the game when the session is over', async () => {
    fakeServer({
      '/provider/wlgames/session': SESSION,
      '/provider/wlgames/spin': { statusCode: 401, message: 'sessionExpired' },
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={LAUNCH} />);
    await user.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/session has ended/);
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
  });

  it('speaks the launch language', async () => {
    fakeServer({ '/provider/wlgames/session': SESSION });
    render(<WlgamesGame launch={{ ...LAUNCH, language: 'CN' }} />);
    expect(await screen.findByRole('button', { name: '旋转' })).toBeTruthy();
    expect(screen.getByText('赔付表与规则')).toBeTruthy();
  });
});
