import { type Game, gameImagePath, providerLogoCode, providerLogoPath } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useUserStore } from '@/shared/session/user-store';
import { LazyImage } from '@/shared/ui/lazy-image';
import { FavouriteButton } from './favourite-button';

export const GAME_IMAGE_SIZE = 240;
const PROVIDER_LOGO_SIZE = 16;

/** The play page of a game; the game is named by its provider and code, as in the contract. */
export function playPath(game: Pick<Game, 'provider_code' | 'game_code'>): string {
  const query = new URLSearchParams({ provider_code: game.provider_code, game_code: game.game_code });
  return `${PATHS.playnow}?${query}`;
}

/**
 * One game: its picture (lazy, blurred placeholder until loaded, square so nothing shifts), its
 * name and provider, and for a logged-in player the favourite toggle. A picture that fails falls
 * back to the server's drawn card of the game. The picture has no alt text: the name beside it and
 * the link's label already say which game, and screen readers would otherwise read it twice.
 */
export function GameCard({ game, featured = false }: { game: Game; featured?: boolean }) {
  const { t } = useTranslation('pages');
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const drawn = gameImagePath(game.provider_code, game.game_code);
  const image = game.game_image || drawn;
  return (
    <div className={featured ? 'game-card game-card-featured' : 'game-card'}>
      <Link to={playPath(game)} className="game-card-link" aria-label={t('games.card.play', { name: game.game_name })}>
        <span className="game-card-media">
          <LazyImage
            src={image}
            fallbackSrc={image === drawn ? undefined : drawn}
            alt=""
            width={GAME_IMAGE_SIZE}
            height={GAME_IMAGE_SIZE}
          />
        </span>
        <span className="game-card-name">{game.game_name}</span>
        <span className="game-card-provider">
          <img
            className="provider-logo"
            src={providerLogoPath(providerLogoCode(game.provider_code))}
            alt=""
            width={PROVIDER_LOGO_SIZE}
            height={PROVIDER_LOGO_SIZE}
            loading="lazy"
          />
          {game.provider_code}
        </span>
      </Link>
      {isAuthenticated ? <FavouriteButton game={game} /> : null}
    </div>
  );
}
