import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { WlgamesGame } from '../game';
import { launchOf, PATHS, roundOf, sessionOf } from './test-fixtures';

// docs/provably-fair.md's vector: 16 rows, high risk, nonce 0 falls into bin 5 (1.546×)
const PATH = [0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1];
const DROP = roundOf({ game: 'plinko', path: PATH, bin: 5 }, { payout: 773, multiplier: 1.546, balance: 150_273 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('plinko', () => {
  it("shows the bins' multipliers for the rows and risk chosen", async () => {
    fakeServer({ [PATHS.session]: sessionOf('plinko') });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('plinko')} />);
    const bins = await screen.findByRole('list', { name: 'Bins' });
    expect(within(bins).getAllByRole('listitem')).toHaveLength(13);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows' }), '8');
    await user.click(screen.getByRole('radio', { name: 'Low' }));
    expect(
      within(bins)
        .getAllByRole('listitem')
        .map((bin) => bin.textContent),
    ).toEqual(['2.74', '1.89', '1.3', '0.9', '0.62', '0.9', '1.3', '1.89', '2.74']);
    // cut short for a phone's narrow bins; each bin's name says its multiplier whole
    expect(within(bins).getAllByRole('listitem')[0]!.getAttribute('aria-label')).toBe('Bin 0: 2.7475×');
  });

  it('drops the ball with the space bar and draws its path into the bin it pays', async () => {
    const fetchMock = fakeServer({ [PATHS.session]: sessionOf('plinko'), [PATHS.play]: DROP });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('plinko')} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rows' }), '16');
    await user.click(screen.getByRole('radio', { name: 'High' }));
    // the focus leaves the controls, as a player who clicked the board would
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    // without motion (jsdom has no matchMedia) the whole path is drawn at once
    expect(await screen.findByText('The ball landed in bin 5 (1.546×) · ₱7.73')).toBeTruthy();
    expect(requestsTo(fetchMock, PATHS.play)[0]).toMatchObject({ params: { game: 'plinko', rows: 16, risk: 'high' } });
    const board = screen.getByTestId('fair-plinko-board');
    expect(board.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(PATH.length + 1);
    expect(screen.getByRole('listitem', { name: 'Bin 5: 1.546×' }).className).toContain('is-landed');
    expect(screen.getByTestId('wl-balance').textContent).toBe('₱1,502.73');
    expect(screen.getByRole('link', { name: 'Verify round FR41' }).getAttribute('href')).toBe('/verify?game=plinko&round=FR41');
  });

  it('animates the path row by row when motion is welcome', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    fakeServer({ [PATHS.session]: sessionOf('plinko'), [PATHS.play]: DROP });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('plinko')} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rows' }), '16');
    await user.click(screen.getByRole('button', { name: 'Drop ball' }));
    const board = screen.getByTestId('fair-plinko-board');
    // first the ball alone at the top, then one more point a row, until it lands
    expect(await screen.findByText(/The ball landed in bin 5/)).toBeTruthy();
    expect(board.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(PATH.length + 1);
  });
});
