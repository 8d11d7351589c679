import { screen } from '@testing-library/react';
import type { Game } from '@wl/contract/lite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { logInPlayer } from '@/shared/testing/player';
import { GameCard, gamePictures } from './game-card';

const game = (provider_code: string, game_code: string, game_image: string): Game => ({
  provider_code,
  game_code,
  game_name: 'A Game',
  game_type: 'slots',
  game_image,
});

beforeAll(initTestI18n);
afterEach(() => useUserStore.getState().reset());

describe('gamePictures', () => {
  it("shows the catalogue's picture first, a built-in game's artwork next, and the drawn card last", () => {
    expect(gamePictures(game('JILI', 'super_ace', 'https://cdn.example/super-ace.webp'))).toEqual({
      src: 'https://cdn.example/super-ace.webp',
      fallbackSrc: '/img/games/JILI/super_ace.svg',
    });
    expect(gamePictures(game('WLGAMES', 'jade_garden', '/api/game-pictures/3/12?v=1'))).toEqual({
      src: '/api/game-pictures/3/12?v=1',
      fallbackSrc: '/game-art/jade_garden.svg',
    });
    // the catalogue's entry of a built-in game is the drawn card's address: the artwork comes first
    expect(gamePictures(game('WLGAMES', 'wl_mines', '/img/games/WLGAMES/wl_mines.svg'))).toEqual({
      src: '/game-art/wl_mines.svg',
      fallbackSrc: '/img/games/WLGAMES/wl_mines.svg',
    });
    expect(gamePictures(game('WLGAMES', 'lucky_lantern', ''))).toEqual({
      src: '/game-art/lucky_lantern.svg',
      fallbackSrc: '/img/games/WLGAMES/lucky_lantern.svg',
    });
    // initials only when nothing else is there
    expect(gamePictures(game('JILI', 'super_ace', ''))).toEqual({ src: '/img/games/JILI/super_ace.svg' });
    expect(gamePictures(game('WLGAMES', 'not_drawn', ''))).toEqual({ src: '/img/games/WLGAMES/not_drawn.svg' });
  });
});

describe('GameCard', () => {
  it('offers a visitor fun play of a built-in slot, and of no other game', () => {
    renderWithProviders(
      <>
        <GameCard game={{ ...game('WLGAMES', 'fruit_fiesta', ''), game_name: 'Fruit Fiesta' }} />
        <GameCard game={{ ...game('JILI', 'super_ace', ''), game_name: 'Super Ace' }} />
      </>,
    );
    const fun = screen.getAllByRole('link', { name: /for fun/ });
    expect(fun.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Play Fruit Fiesta for fun', '/playfun?provider_code=WLGAMES&game_code=fruit_fiesta'],
    ]);
    expect(screen.getByRole('link', { name: 'Play Fruit Fiesta' }).getAttribute('href')).toBe(
      '/playnow?provider_code=WLGAMES&game_code=fruit_fiesta',
    );
  });

  it('shows a logged-in player no fun link: the game plays for real', () => {
    logInPlayer();
    renderWithProviders(<GameCard game={{ ...game('WLGAMES', 'fruit_fiesta', ''), game_name: 'Fruit Fiesta' }} />);
    expect(screen.queryByRole('link', { name: /for fun/ })).toBeNull();
  });
});
