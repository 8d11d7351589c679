import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from '../game';
import { launchOf, PATHS, roundOf, sessionOf } from './test-fixtures';

// docs/provably-fair.md's vector: nonce 0 draws 5, 23, 14, 12, 15, 30, 16, 34, 1, 26
const DRAWN = [5, 23, 14, 12, 15, 30, 16, 34, 1, 26];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const picked = () => screen.getAllByRole('button', { pressed: true }).map((button) => Number(button.textContent));

describe('keno', () => {
  it('takes up to ten picks, shows the paytable for their number, and highlights the hits of the draw', async () => {
    const fetchMock = fakeServer({
      [PATHS.session]: sessionOf('keno'),
      [PATHS.play]: roundOf(
        { game: 'keno', drawn: DRAWN, hits: [5, 12] },
        { payout: 1635, multiplier: 3.2695, balance: 151_135 },
      ),
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('keno')} />);
    for (const number of [5, 12, 20, 40]) await user.click(await screen.findByRole('button', { name: String(number) }));
    expect(picked()).toEqual([5, 12, 20, 40]);
    const paytable = screen.getByRole('table', { name: 'Pays for 4 picks' });
    expect(
      within(paytable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['HitsPays', '23.2695×', '35.9138×', '415.9882×']);
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('2 of 4 hit · You win ₱16.35 (3.2695×)')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.play)[0]).toMatchObject({ params: { game: 'keno', numbers: [5, 12, 20, 40] } });
    expect(screen.getByRole('button', { name: '12, picked and drawn' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '23, drawn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify round FR41' }).getAttribute('href')).toBe('/verify?game=keno&round=FR41');
  });

  it('quick picks ten, clears, and refuses an eleventh pick or a draw without picks, by keyboard', async () => {
    const fetchMock = fakeServer({ [PATHS.session]: sessionOf('keno') });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('keno')} />);
    const first = await screen.findByRole('button', { name: '1' });
    first.focus();
    await user.keyboard('q');
    expect(picked()).toHaveLength(10);
    expect(new Set(picked()).size).toBe(10);
    const free = screen.getAllByRole('button', { pressed: false }).find((button) => /^\d+$/.test(button.textContent ?? ''))!;
    await user.click(free);
    expect((await screen.findByRole('alert')).textContent).toBe('You have 10 numbers: clear one to pick another.');
    expect(picked()).toHaveLength(10);
    first.focus();
    await user.keyboard('c');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    // the arrow keys move between numbers: 1 → 2 → 10 (a row of eight down)
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(picked()).toEqual([10]);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Bet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pick at least one number.');
    expect(requestsTo(fetchMock, PATHS.play)).toHaveLength(0);
  });
});
