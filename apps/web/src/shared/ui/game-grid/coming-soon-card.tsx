import './coming-soon-card.css';
import type { Game } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/shared/ui/lazy-image';

/**
 * A game the site shows before its provider is connected (the site's choice in the back office):
 * the picture and name, dimmed and labelled "Coming soon", and no link, heart or play button, so
 * there is nothing to press that would fail. It is one text for screen readers, name and label.
 */
export function ComingSoonCard({
  game,
  featured,
  pictures,
  imageSize,
}: {
  game: Game;
  featured: boolean;
  pictures: { src: string; fallbackSrc?: string };
  imageSize: number;
}) {
  const { t } = useTranslation('pages');
  return (
    <div className={featured ? 'game-card game-card-featured game-card-soon' : 'game-card game-card-soon'}>
      <div className="game-card-link">
        <span className="game-card-media">
          <LazyImage src={pictures.src} fallbackSrc={pictures.fallbackSrc} alt="" width={imageSize} height={imageSize} />
          <span className="game-card-soon-badge" aria-hidden="true">
            {t('games.card.comingSoon')}
          </span>
        </span>
        <span className="game-card-name">{game.game_name}</span>
        <span className="visually-hidden">{t('games.card.comingSoonLabel')}</span>
        <span className="game-card-provider">{game.provider_code}</span>
      </div>
    </div>
  );
}
