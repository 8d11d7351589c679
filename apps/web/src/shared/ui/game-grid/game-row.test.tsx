import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Game } from '@wl/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { GameRow } from './game-row';

const games: Game[] = ['neon_nights', 'jade_garden', 'fruit_fiesta'].map((game_code) => ({
  provider_code: 'WLGAMES',
  game_code,
  game_name: game_code,
  game_type: 'slots',
  game_image: '',
}));

/** jsdom lays nothing out: the row's list is given the widths a browser would measure. */
function rowMeasures({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

beforeAll(initTestI18n);
afterEach(() => vi.restoreAllMocks());

describe('a row of games', () => {
  it('has no arrows when it shows all its games', () => {
    rowMeasures({ scrollWidth: 600, clientWidth: 600 });
    renderWithProviders(<GameRow title="Continue playing" games={games} />);
    const row = screen.getByRole('region', { name: 'Continue playing' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row).queryByRole('button', { name: 'Scroll forward' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Scroll back' })).toBeNull();
  });

  it('offers the way it can scroll: forward at its start, back too once scrolled', () => {
    rowMeasures({ scrollWidth: 1200, clientWidth: 600 });
    renderWithProviders(<GameRow title="Continue playing" games={games} />);
    const row = screen.getByRole('region', { name: 'Continue playing' });
    const forward = within(row).getByRole('button', { name: 'Scroll forward' }) as HTMLButtonElement;
    expect(forward.disabled).toBe(false);
    expect((within(row).getByRole('button', { name: 'Scroll back' }) as HTMLButtonElement).disabled).toBe(true);

    const list = within(row).getByRole('list');
    act(() => {
      list.scrollLeft = 600;
      fireEvent.scroll(list);
    });
    expect((within(row).getByRole('button', { name: 'Scroll back' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(row).getByRole('button', { name: 'Scroll forward' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
