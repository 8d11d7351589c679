import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { failureOf } from '@/shared/api/client';
import type { GameToLaunch, LaunchedGame } from '../api/launch-game';
import { LOBBY_PATH } from './game-view';

/** Launch failures the page explains in its own words; others get the generic text and a retry. */
const EXPLAINED_FAILURES = ['providerUnavailable', 'gameNotFound'] as const;

/** The game a play page's address names (?provider_code=…&game_code=…), if it names one. */
export function gameToLaunch(params: URLSearchParams): GameToLaunch | undefined {
  const providerCode = params.get('provider_code')?.trim() ?? '';
  const gameCode = params.get('game_code')?.trim() ?? '';
  return providerCode && gameCode ? { providerCode, gameCode } : undefined;
}

/**
 * A play page (/playnow, /playfun): the game its address names, launched by `launch` (a new launch
 * for each game), or a message with the way back when it names none.
 */
export function PlayPage({ title, launch }: { title: string; launch: (game: GameToLaunch) => ReactNode }) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const game = gameToLaunch(params);
  return (
    <section className="page play-page" aria-labelledby="page-title">
      {game ? (
        <Fragment key={`${game.providerCode}/${game.gameCode}`}>{launch(game)}</Fragment>
      ) : (
        <>
          <h1 id="page-title">{title}</h1>
          <PageMessage text={t('playnow.missingGame')} />
        </>
      )}
    </section>
  );
}

export function PageMessage({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <div className="play-message" role="alert">
      <p>{text}</p>
      <div className="play-message-actions">
        {children}
        <Link className="button" to={LOBBY_PATH}>
          {t('playnow.toLobby')}
        </Link>
      </div>
    </div>
  );
}

/** A launch on its way, or failed: the failure in the page's words, with a retry where one may help. */
export function LaunchStatus({ launch }: { launch: UseQueryResult<LaunchedGame> }) {
  const { t } = useTranslation(['pages', 'ui']);
  if (launch.isError) {
    const key = failureOf(launch.error)?.message ?? '';
    const explained = EXPLAINED_FAILURES.find((failure) => failure === key);
    return (
      <>
        <h1 id="page-title">{t('playnow.title')}</h1>
        <PageMessage text={t(explained ? `playnow.${explained}` : 'playnow.launchFailed')}>
          {explained ? null : (
            <button type="button" className="button" onClick={() => void launch.refetch()}>
              {t('ui:tryAgain')}
            </button>
          )}
        </PageMessage>
      </>
    );
  }
  return (
    <>
      <h1 id="page-title">{t('playnow.title')}</h1>
      <p className="play-message" role="status" aria-busy="true">
        {t('playnow.loading')}
      </p>
    </>
  );
}
