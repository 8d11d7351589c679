import {
  builtInGameArtPath,
  canPlayForFun,
  type Game,
  gameImagePath,
  providerLogoCode,
  providerLogoPath,
} from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useUserStore } from '@/shared/session/user-store';
import { LazyImage } from '@/shared/ui/lazy-image';
import { ComingSoonCard } from './coming-soon-card';
import { FavouriteButton } from './favourite-button';

export const GAME_IMAGE_SIZE = 240;
const PROVIDER_LOGO_SIZE = 16;

/** The play page of a game; the game is named by its provider and code, as in the contract. */
export function playPath(game: Pick<Game, 'provider_code' | 'game_code'>): string {
  const query = new URLSearchParams({ provider_code: game.provider_code, game_code: game.game_code });
  return `${PATHS.playnow}?${query}`;
}

/** The fun play page of a built-in game: a demo balance, open to visitors. */
export function playForFunPath(game: Pick<Game, 'provider_code' | 'game_code'>): string {
  const query = new URLSearchParams({ provider_code: game.provider_code, game_code: game.game_code });
  return `${PATHS.playfun}?${query}`;
}

/**
 * A game's picture and the one shown if it fails: the site's or the catalogue's picture first, then
 * a built-in game's artwork, and the server's drawn card (initials on a gradient) only last. The
 * catalogue's own entry for a built-in game is that drawn card's address, which leads to the
 * artwork anyway; the artwork is asked for directly.
 */
export function gamePictures(game: Pick<Game, 'provider_code' | 'game_code' | 'game_image'>): {
  src: string;
  fallbackSrc?: string;
} {
  const drawn = gameImagePath(game.provider_code, game.game_code);
  const art = builtInGameArtPath(game.provider_code, game.game_code);
  const catalogue = game.game_image && game.game_image !== drawn ? game.game_image : undefined;
  if (catalogue) return { src: catalogue, fallbackSrc: art ?? drawn };
  if (art) return { src: art, fallbackSrc: drawn };
  return { src: drawn };
}

/**
 * One game: its picture (lazy, blurred placeholder until loaded, square so nothing shifts), its
 * name and provider, the favourite heart, and for a visitor "Play for fun"
 * on a built-in game (gamePictures gives the picture's order). The picture has no alt text: the
 * name beside it and the link's label already say which game, and screen readers would otherwise
 * read it twice.
 */
export function GameCard({ game, featured = false }: { game: Game & { coming_soon?: boolean }; featured?: boolean }) {
  const { t } = useTranslation('pages');
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const pictures = gamePictures(game);
  if (game.coming_soon) return <ComingSoonCard game={game} featured={featured} pictures={pictures} imageSize={GAME_IMAGE_SIZE} />;
  return (
    <div className={featured ? 'game-card game-card-featured' : 'game-card'}>
      <Link to={playPath(game)} className="game-card-link" aria-label={t('games.card.play', { name: game.game_name })}>
        <span className="game-card-media">
          <LazyImage
            src={pictures.src}
            fallbackSrc={pictures.fallbackSrc}
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
      <FavouriteButton game={game} />
      {!isAuthenticated && canPlayForFun(game.provider_code, game.game_code) ? (
        <Link
          to={playForFunPath(game)}
          className="game-card-fun"
          aria-label={t('games.card.playForFunLabel', { name: game.game_name })}
        >
          {t('games.card.playForFun')}
        </Link>
      ) : null}
    </div>
  );
}
