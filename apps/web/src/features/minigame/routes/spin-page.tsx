import '../minigame.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@/config/routes';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { formatTokens } from '@/shared/lib/money';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { useTokenWallet } from '@/shared/session/get-token-wallet';
import { useSiteStore } from '@/shared/session/site-store';
import { QueryState } from '@/shared/ui/query-state';
import { type MiniGame, useMiniGames } from '../api/get-mini-games';
import { pendingPlays, usePlayLog } from '../api/get-play-log';
import { type PlayResult, usePlayMiniGame } from '../api/play-mini-game';
import { ClaimRewardsButton } from '../components/claim-rewards-button';
import { PrizeWheel } from '../components/prize-wheel';
import { TokenWalletCard } from '../components/token-wallet';
import { prizeText } from '../lib/prize-text';
import { WHEEL_SPIN_MS, wheelAngle } from '../lib/wheel';

function Wheel({ game }: { game: MiniGame }) {
  const { t } = useTranslation(['pages', 'errors']);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const wallet = useTokenWallet();
  const log = usePlayLog();
  const play = usePlayMiniGame();
  const [angle, setAngle] = useState(0);
  const [turnMs, setTurnMs] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [outcome, setOutcome] = useState<PlayResult | null>(null);
  const reveal = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(reveal.current), []);

  const cost = formatTokens(game.cost_token, { showZero: true });
  const short = wallet.data !== undefined && wallet.data.token_balance < game.cost_token;

  const spin = async () => {
    setOutcome(null);
    const result = await play.mutateAsync(game.game_id).catch(() => null);
    if (!result) return;
    const duration = prefersReducedMotion() ? 0 : WHEEL_SPIN_MS;
    setTurnMs(duration);
    setAngle((current) => wheelAngle(current, result.prize_index, game.prizes.length));
    setSpinning(true);
    reveal.current = setTimeout(() => {
      setSpinning(false);
      setOutcome(result);
    }, duration);
  };

  const failure = failureOf(play.error)?.message;
  return (
    <div className="minigame-stage">
      <PrizeWheel labels={game.prizes.map((prize) => prizeText(prize, currency, t))} angle={angle} durationMs={turnMs} />
      <div className="minigame-controls">
        <button
          type="button"
          className="button button-primary minigame-spin"
          disabled={spinning || play.isPending || short}
          onClick={() => void spin()}
        >
          {spinning || play.isPending ? t('minigame.spin.spinning') : t('minigame.spin.button', { cost })}
        </button>
        {short ? <p className="inline-error">{t('errors:insufficientTokens')}</p> : null}
        {play.isError ? (
          <p role="alert" className="inline-error">
            {errorText(failure, t)}
          </p>
        ) : null}
        <div role="status" className="minigame-outcome-region">
          {outcome ? (
            <p className={outcome.prize.type === 'none' ? 'minigame-outcome' : 'minigame-outcome is-win'}>
              {outcome.prize.type === 'none'
                ? t('minigame.spin.noPrize')
                : t('minigame.spin.won', { prize: prizeText(outcome.prize, currency, t) })}
            </p>
          ) : null}
        </div>
        <ClaimRewardsButton gameId={game.game_id} pending={pendingPlays(log.data, game.game_id)} />
      </div>
    </div>
  );
}

/** The requested game, else the first one when none was asked for; undefined when the asked one does not exist. */
function chosenGame(games: MiniGame[], requested: string | null): MiniGame | undefined {
  if (requested === null) return games[0];
  return games.find((game) => String(game.game_id) === requested);
}

/** /spin?game_id=: the wheel of one mini game — spin, watch the outcome, claim the prizes. */
export default function SpinPage() {
  const { t } = useTranslation(['pages', 'ui']);
  const [params] = useSearchParams();
  const games = useMiniGames();
  const game = games.data ? chosenGame(games.data, params.get('game_id')) : undefined;

  return (
    <section className="page minigame-page spin-page" aria-labelledby="page-title">
      <Link className="minigame-back-link" to={PATHS.minigame}>
        {t('minigame.spin.allGames')}
      </Link>
      <h1 id="page-title">{game?.name ?? t('spin.title')}</h1>
      {games.isPending || games.isError ? (
        <QueryState query={games} errorMessage={t('minigame.loadError')} loadingLook="plain" errorLook="card" />
      ) : !game ? (
        <p className="card minigame-empty">{games.data.length === 0 ? t('minigame.games.empty') : t('minigame.spin.notFound')}</p>
      ) : (
        <div className="minigame-columns">
          <Wheel key={game.game_id} game={game} />
          <TokenWalletCard />
        </div>
      )}
    </section>
  );
}
