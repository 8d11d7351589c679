import './game-grid.css';
import type { Game } from '@wl/contract/lite';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from './game-card';

/** Games as cards in a grid (the layout's class decides rows, columns or a spotlight). */
export function GameGrid({
  games,
  className = 'game-list',
  featureFirst = false,
  ref,
}: {
  games: readonly Game[];
  className?: string;
  featureFirst?: boolean;
  ref?: Ref<HTMLUListElement>;
}) {
  return (
    <ul className={className} ref={ref}>
      {games.map((game, index) => (
        <li key={`${game.provider_code}/${game.game_code}`}>
          <GameCard game={game} featured={featureFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while games load, announced once as loading. */
export function GameGridSkeleton({ count, className = 'game-list' }: { count: number; className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
          <li key={index} className="game-card-skeleton" />
        ))}
      </ul>
    </>
  );
}
