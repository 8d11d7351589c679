import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HotGame } from '../api/get-hot-games';

export const GAME_IMAGE_SIZE = 240;

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The play page of a game; the game is named by its provider and code, as in the contract. */
export function playPath(game: Pick<HotGame, 'provider_code' | 'game_code'>): string {
  const query = new URLSearchParams({ provider_code: game.provider_code, game_code: game.game_code });
  return `/playnow?${query}`;
}

/**
 * One game: its image (lazy, sized so nothing shifts) or, when the image is missing or fails, a
 * styled plate with the game's initials and name; the name and provider below.
 */
export function GameCard({ game, featured = false }: { game: HotGame; featured?: boolean }) {
  const { t } = useTranslation('pages');
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(game.game_image) && !imageFailed;
  return (
    <Link
      to={playPath(game)}
      className={featured ? 'game-card game-card-featured' : 'game-card'}
      aria-label={t('home.games.play', { name: game.game_name })}
    >
      <span className="game-card-media">
        {showImage ? (
          <img
            src={game.game_image}
            alt={game.game_name}
            width={GAME_IMAGE_SIZE}
            height={GAME_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span className="game-card-fallback" role="img" aria-label={game.game_name}>
            <span className="game-card-initials" aria-hidden="true">
              {initialsOf(game.game_name)}
            </span>
            <span className="game-card-fallback-name" aria-hidden="true">
              {game.game_name}
            </span>
          </span>
        )}
      </span>
      <span className="game-card-name">{game.game_name}</span>
      <span className="game-card-provider">{game.provider_code}</span>
    </Link>
  );
}
