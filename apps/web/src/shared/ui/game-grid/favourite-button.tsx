import type { Game } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { useIsFavourite, useToggleFavourite } from './toggle-favourite';

/** A star over the game's picture: pressed when the game is a favourite. */
export function FavouriteButton({ game }: { game: Game }) {
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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 3.2l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
      </svg>
    </button>
  );
}
