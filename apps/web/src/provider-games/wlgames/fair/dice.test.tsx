import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from '../game';
import { launchOf, PATHS, roundOf, sessionOf } from './test-fixtures';

const ROLL = roundOf({ game: 'dice', roll: 3810, won: true }, { payout: 990, multiplier: 1.98, balance: 150_490 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hash dice', () => {
  it('opens the session with the launch token and shows balance, bet limits, chance, payout and the seed hash', async () => {
    const fetchMock = fakeServer({ [PATHS.session]: sessionOf('dice') });
    render(<WlgamesGame launch={launchOf('dice')} />);
    expect(await screen.findByRole('heading', { name: 'Fair Hash Dice' })).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.session)).toEqual([{ token: 'launch-token', game: 'wl_hash_dice' }]);
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,500.00');
    expect((screen.getByLabelText('Bet amount') as HTMLInputElement).value).toBe('5.00');
    expect(screen.getByText('From ₱5.00 to ₱50,000.00')).toBeTruthy();
    expect(screen.getByTestId('fair-dice-chance').textContent).toBe('50.00%');
    expect(screen.getByTestId('fair-dice-payout').textContent).toBe('1.98×');
    expect(screen.getByTestId('fair-seed-hash').textContent).toBe('a'.repeat(64));
    expect(screen.getByText('Return to player: 99.00%.')).toBeTruthy();
  });

  it('follows the target and the direction with the chance and the payout', async () => {
    fakeServer({ [PATHS.session]: sessionOf('dice') });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('dice')} />);
    const slider = await screen.findByRole('slider');
    fireEvent.change(slider, { target: { value: '2500' } });
    expect(screen.getByTestId('fair-dice-chance').textContent).toBe('25.00%');
    expect(screen.getByTestId('fair-dice-payout').textContent).toBe('3.96×');
    // the same side of the track, seen from above: over 74.99 wins on 75.00–99.99
    await user.click(screen.getByRole('radio', { name: /Roll over/ }));
    expect(slider.getAttribute('aria-valuetext')).toBe('74.99');
    expect(screen.getByTestId('fair-dice-chance').textContent).toBe('25.00%');
    // the slider stops where the chance would leave 1%–98%
    fireEvent.change(slider, { target: { value: '9999' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('98.99');
    expect(screen.getByTestId('fair-dice-payout').textContent).toBe('99×');
  });

  it('bets with the space bar, shows the roll and the win, and lists the round with its verify link', async () => {
    const fetchMock = fakeServer({ [PATHS.session]: sessionOf('dice'), [PATHS.play]: ROLL });
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('dice')} />);
    await screen.findByRole('slider');
    await user.keyboard(' ');
    expect(await screen.findByText('You win ₱9.90 (1.98×)')).toBeTruthy();
    expect(screen.getByTestId('fair-dice-roll').textContent).toBe('38.10');
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,504.90');
    const [sent] = requestsTo(fetchMock, PATHS.play);
    expect(sent).toMatchObject({ session: 'fair-session', bet: 500, params: { game: 'dice', target: 5000, direction: 'under' } });
    expect(sent!.request_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'wl:balance', balance: 150_490 }, window.location.origin);
    const verify = screen.getByRole('link', { name: 'Verify round FR41' });
    expect(verify.getAttribute('href')).toBe('/verify?game=dice&round=FR41');
    expect(screen.getByTestId('fair-history').textContent).toContain('Rolled 38.10');
    expect(screen.getByText('8')).toBeTruthy();
  });

  it('keeps a bet outside the limits or not an amount from the server, and says why on the field', async () => {
    const fetchMock = fakeServer({ [PATHS.session]: sessionOf('dice'), [PATHS.play]: ROLL });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('dice')} />);
    const field = await screen.findByLabelText('Bet amount');
    await user.clear(field);
    await user.type(field, '1');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(screen.getByText('The smallest bet is ₱5.00.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect((field as HTMLInputElement).value).toBe('50000.00');
    await user.clear(field);
    await user.type(field, 'ten');
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(screen.getByText('Enter an amount, such as 5.00.')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.play)).toHaveLength(0);
  });

  it('explains a refusal and stays playable; a lost answer plays again with the same request id', async () => {
    const fetchMock = fakeServer({
      [PATHS.session]: sessionOf('dice'),
      [PATHS.play]: inTurn(
        { statusCode: 402, message: 'insufficientBalance' },
        () => {
          throw new Error('network down');
        },
        ROLL,
      ),
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('dice')} />);
    await user.click(await screen.findByRole('button', { name: 'Roll' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Not enough balance/);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Roll' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/connection was lost/);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Roll' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('You win ₱9.90 (1.98×)')).toBeTruthy();
    const ids = requestsTo(fetchMock, PATHS.play).map((body) => body.request_id);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe(ids[1]);
  });

  it('ends the game when the session is over (logged out, a break, self-exclusion)', async () => {
    fakeServer({ [PATHS.session]: sessionOf('dice'), [PATHS.play]: { statusCode: 401, message: 'sessionExpired' } });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('dice')} />);
    await user.click(await screen.findByRole('button', { name: 'Roll' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/game session has ended/);
    expect(screen.queryByRole('button', { name: 'Roll' })).toBeNull();
  });

  it('says when the game is not on the site', async () => {
    fakeServer({ [PATHS.session]: { statusCode: 404, message: 'gameNotFound' } });
    render(<WlgamesGame launch={launchOf('dice')} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This game is not available on this site.');
  });

  it('speaks Filipino and Chinese', async () => {
    fakeServer({ [PATHS.session]: sessionOf('dice') });
    const { unmount } = render(<WlgamesGame launch={launchOf('dice', 'PHP')} />);
    expect(await screen.findByRole('button', { name: 'I-roll' })).toBeTruthy();
    expect(screen.getByText('Tsansang manalo')).toBeTruthy();
    unmount();
    render(<WlgamesGame launch={launchOf('dice', 'CN')} />);
    expect(await screen.findByRole('button', { name: '掷骰' })).toBeTruthy();
    expect(screen.getByText('获胜概率')).toBeTruthy();
  });
});
