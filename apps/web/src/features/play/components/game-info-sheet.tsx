import type { GameInfo } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '@/shared/lib/money';
import { useModalStore } from '@/shared/stores/modal-store';
import { Modal } from '@/shared/ui/modal';
import { useGameInfo } from '../api/get-game-info';
import type { GameToLaunch } from '../api/launch-game';

/** RTP in ten-thousandths as a percentage with two decimals: 9595 → 95.95%. */
export const rtpText = (rtp: number) => `${(rtp / 100).toFixed(2)}%`;

function Figures({ info }: { info: GameInfo }) {
  const { t } = useTranslation('pages');
  const money = (amount: number) => formatBalance(amount, info.currency);
  const rows: Array<[string, string]> = [[t('playnow.info.provider'), info.provider_name]];
  if (info.rtp !== null) rows.push([t('playnow.info.rtp'), rtpText(info.rtp)]);
  if (info.volatility !== null) rows.push([t('playnow.info.volatility'), t(`playnow.info.volatilities.${info.volatility}`)]);
  if (info.min_bet !== null) rows.push([t('playnow.info.minBet'), money(info.min_bet)]);
  if (info.max_bet !== null) rows.push([t('playnow.info.maxBet'), money(info.max_bet)]);
  const unknown = info.rtp === null && info.min_bet === null && info.max_bet === null;
  return (
    <>
      <dl className="play-info-figures">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {unknown ? <p className="play-info-note">{t('playnow.info.notPublished')}</p> : null}
      {info.fun_play ? <p className="play-info-note">{t('playnow.info.funNote')}</p> : null}
    </>
  );
}

function SheetBody({ game }: { game: GameToLaunch }) {
  const { t } = useTranslation(['pages', 'ui']);
  const info = useGameInfo(game);
  if (info.isSuccess) return <Figures info={info.data} />;
  if (info.isError) {
    return (
      <div role="alert" className="play-info-note">
        <p>{t('playnow.info.failed')}</p>
        <button type="button" className="button" onClick={() => void info.refetch()}>
          {t('ui:tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" aria-busy="true" className="play-info-note">
      {t('playnow.info.loading')}
    </p>
  );
}

/** The "i" of a game: its sheet (a modal of the stack) with the provider, RTP, volatility and bets in the site currency. */
export function GameInfoButton({ game, name }: { game: GameToLaunch; name: string }) {
  const { t } = useTranslation('pages');
  const open = useModalStore((state) => state.open);
  return (
    <>
      <button
        type="button"
        className="button play-icon-button play-info-button"
        aria-label={t('playnow.info.open', { name })}
        onClick={() => open('gameInfo')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 10.5v6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          <circle cx="12" cy="7.3" r="1.3" fill="currentColor" />
        </svg>
      </button>
      <Modal id="gameInfo" title={name}>
        <SheetBody game={game} />
      </Modal>
    </>
  );
}
