import { templateFamily } from '@wl/contract/lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';

export type HeroStyle = 'carousel' | 'split' | 'banner';
type Family = ReturnType<typeof templateFamily> | 'neutral';

const SLIDES = [
  { key: 'promotions', path: PATHS.promotions },
  { key: 'hot', path: PATHS.hot },
  { key: 'vip', path: PATHS.vip },
] as const;

const SLIDE_INTERVAL_MS = 6000;

/** Drawn in CSS only (no image requests): cards and chips, a pitch and ball, or slot reels, by family. */
function HeroArt({ family }: { family: Family }) {
  return (
    <div className={`hero-art hero-art-${family}`} aria-hidden="true">
      {family === 'casino' ? (
        <>
          <span className="art-card">A♠</span>
          <span className="art-card">K♥</span>
          <span className="art-card">Q♦</span>
          <span className="art-chip" />
          <span className="art-chip" />
        </>
      ) : family === 'sportsbook' ? (
        <>
          <span className="art-pitch" />
          <span className="art-ball" />
          <span className="art-score">2 : 1</span>
        </>
      ) : (
        <>
          <span className="art-reel">7</span>
          <span className="art-reel">★</span>
          <span className="art-reel">7</span>
          <span className="art-coin" />
          <span className="art-coin" />
        </>
      )}
    </div>
  );
}

function HeroActions() {
  const { t } = useTranslation(['pages', 'ui']);
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  return (
    <div className="hero-actions">
      {isAuthenticated ? (
        <Link to={PATHS.deposit} className="button button-primary">
          {t('pages:deposit.title')}
        </Link>
      ) : (
        <Link to={PATHS.register} className="button button-primary">
          {t('pages:home.hero.join')}
        </Link>
      )}
      <Link to={PATHS.promotions} className="button button-ghost">
        {t('pages:promotions.title')}
      </Link>
    </div>
  );
}

/**
 * Rotating promotion slides with previous/next, a pause control and slide buttons. It rotates only
 * while not paused, and never on its own when the player prefers reduced motion.
 */
function Slides({ family }: { family: Family }) {
  const { t } = useTranslation('pages');
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  const show = (index: number) => setCurrent((index + SLIDES.length) % SLIDES.length);

  return (
    <section className="hero-slides" aria-roledescription={t('home.hero.carousel')} aria-label={t('home.hero.slidesLabel')}>
      <div className="hero-slide-viewport" aria-live={playing ? 'off' : 'polite'}>
        {SLIDES.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group with the "slide" role description
          <div
            key={slide.key}
            className={`hero-slide hero-slide-${slide.key}`}
            role="group"
            aria-roledescription={t('home.hero.slide')}
            aria-label={t('home.hero.slidePosition', { index: index + 1, count: SLIDES.length })}
            hidden={index !== current}
          >
            <div className="hero-slide-text">
              <h2 className="hero-slide-title">{t(`home.slides.${slide.key}.title`)}</h2>
              <p>{t(`home.slides.${slide.key}.text`)}</p>
              <Link to={slide.path} className="button button-accent">
                {t(`home.slides.${slide.key}.cta`)}
              </Link>
            </div>
            <HeroArt family={family} />
          </div>
        ))}
      </div>
      <div className="hero-controls">
        <button type="button" className="icon-button" onClick={() => show(current - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('home.hero.previous')}</span>
        </button>
        <button
          type="button"
          className="icon-button hero-play"
          aria-pressed={!playing}
          onClick={() => setPlaying((value) => !value)}
        >
          <span aria-hidden="true" className="ticker-toggle-icon" />
          <span className="visually-hidden">{t('home.hero.pause')}</span>
        </button>
        <ul className="hero-dots">
          {SLIDES.map((slide, index) => (
            <li key={slide.key}>
              <button
                type="button"
                className="hero-dot"
                aria-current={index === current || undefined}
                onClick={() => show(index)}
              >
                <span className="visually-hidden">{t('home.hero.goTo', { index: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="icon-button" onClick={() => show(current + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('home.hero.next')}</span>
        </button>
      </div>
    </section>
  );
}

/** The page's heading and first call to action, as a carousel, text beside artwork, or one wide band. */
export function HeroBanner({ style }: { style: HeroStyle }) {
  const { t } = useTranslation('pages');
  const template = useSiteStore((state) => state.template);
  const siteName = useSiteStore((state) => state.site?.site_name ?? '');
  const family: Family = template ? templateFamily(template) : 'neutral';

  return (
    <section className={`home-section hero hero-${style}`} aria-labelledby="home-title">
      <div className="hero-intro">
        <h1 id="home-title" className="hero-title">
          {siteName ? t('home.hero.title', { name: siteName }) : t('home.title')}
        </h1>
        <p className="hero-tagline">{t(`home.hero.tagline.${family}`)}</p>
        <HeroActions />
      </div>
      {style === 'carousel' ? <Slides family={family} /> : <HeroArt family={family} />}
    </section>
  );
}
