import type { Game } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { promptLogin } from '@/shared/session/login-prompt';
import { useUserStore } from '@/shared/session/user-store';
import { useIsFavourite, useToggleFavourite, wantFavourite } from './toggle-favourite';

function Heart() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M12 20.3l-1.3-1.2C6 14.9 3 12.2 3 8.8 3 6.1 5.1 4 7.8 4c1.5 0 3 .7 4.2 1.9C13.2 4.7 14.7 4 16.2 4 18.9 4 21 6.1 21 8.8c0 3.4-3 6.1-7.7 10.3z" />
    </svg>
  );
}

/** A heart over the game's picture: pressed when the game is a favourite; a visitor is asked to log in. */
export function FavouriteButton({ game }: { game: Game }) {
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  return isAuthenticated ? <PlayerFavouriteButton game={game} /> : <VisitorFavouriteButton game={game} />;
}

function PlayerFavouriteButton({ game }: { game: Game }) {
  const { t } = useTranslation('pages');
  const isFavourite = useIsFavourite(game);
  const toggle = useToggleFavourite();
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-pressed={isFavourite}
      aria-label={t('games.card.favourite', { name: game.game_name })}
      title={t(isFavourite ? 'games.card.removeFavourite' : 'games.card.addFavourite')}
      onClick={() => {
        // One change of this game at a time: the cached list already shows it, the server answers next.
        if (!toggle.isPending) toggle.mutate({ game, add: !isFavourite });
      }}
    >
      <Heart />
    </button>
  );
}

/**
 * Not a toggle: nothing is kept for a visitor, so the heart says what it does, log in to keep
 * favourites; the game is remembered and added once that login succeeds.
 */
function VisitorFavouriteButton({ game }: { game: Game }) {
  const { t } = useTranslation('pages');
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-label={t('games.card.favouriteLogin', { name: game.game_name })}
      title={t('games.card.favouriteLoginTitle')}
      onClick={() => {
        wantFavourite(game);
        promptLogin();
      }}
    >
      <Heart />
    </button>
  );
}
