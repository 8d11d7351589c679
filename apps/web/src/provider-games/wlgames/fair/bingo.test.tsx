import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/shared/testing/fake-server';
import { WlgamesGame } from '../game';
import { launchOf, PATHS, roundOf, sessionOf } from './test-fixtures';

const CARD = [6, 18, 35, 50, 61, 2, 20, 31, 55, 70, 9, 22, 0, 47, 66, 11, 25, 40, 52, 63, 14, 29, 44, 58, 74];
/** the first row's five numbers and balls that are not on the card */
const DRAWN = [
  6, 18, 35, 50, 61, 1, 3, 4, 5, 7, 8, 10, 12, 13, 15, 16, 17, 19, 21, 23, 24, 26, 27, 28, 30, 32, 33, 34, 36, 37, 38, 39, 41, 42,
  43,
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bingo', () => {
  it('shows the patterns and their pays at the site RTP before the first round', async () => {
    fakeServer({ [PATHS.session]: sessionOf('bingo') });
    render(<WlgamesGame launch={launchOf('bingo')} />);
    const table = await screen.findByRole('table', { name: 'Patterns and pays' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PatternPays',
      'Frame (all 16 border cells)476.8516×',
      'Three or more lines14.3055×',
      'X (both diagonals)11.4444×',
      'Two lines7.6296×',
      'Four corners4.7685×',
      'One line1.9074×',
    ]);
    expect(screen.getByText('Each round deals a new card, then draws 35 balls of 75.')).toBeTruthy();
  });

  it('deals the card, marks the draw and pays the pattern', async () => {
    fakeServer({
      [PATHS.session]: sessionOf('bingo'),
      [PATHS.play]: roundOf(
        { game: 'bingo', card: CARD, drawn: DRAWN, marked: [0, 1, 2, 3, 4, 12], pattern: 'line' },
        { payout: 953, multiplier: 1.9074, balance: 150_453 },
      ),
    });
    const user = userEvent.setup();
    render(<WlgamesGame launch={launchOf('bingo')} />);
    await user.click(await screen.findByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('One line · You win ₱9.53 (1.9074×)')).toBeTruthy();
    const card = screen.getByTestId('fair-bingo-card');
    const marked = [...card.querySelectorAll('td.is-marked')].map((cell) => cell.textContent);
    expect(marked).toEqual(['6 marked', '18 marked', '35 marked', '50 marked', '61 marked', 'Free']);
    expect(within(screen.getByRole('list', { name: 'Balls drawn' })).getAllByRole('listitem')).toHaveLength(35);
    const table = screen.getByRole('table', { name: 'Patterns and pays' });
    expect(within(table).getByRole('row', { name: /One line/ }).className).toBe('is-current');
    expect(screen.getByRole('link', { name: 'Verify round FR41' }).getAttribute('href')).toBe('/verify?game=bingo&round=FR41');
  });
});
