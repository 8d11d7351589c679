import { type Currency, TIMINGS, toMajor, type WlgamesSessionResponse, type WlgamesSpinResponse } from '@wl/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatBalance } from '@/shared/lib/money';
import { GameCallError, spinRound, startSession } from './api';
import { postBalance } from './balance-message';
import { FAIR_SCREENS, SHARED_SCREENS, screenGameOf, sharedScreenGameOf } from './fair/screens';
import { SharedGame } from './fair/shared-shell';
import { FairGame } from './fair/shell';
import { symbolLook } from './symbols';
import { failureText, type GameLanguage, type GameTextKey, type Translate, translator } from './texts';

export interface LaunchParams {
  token: string | null;
  game: string | null;
  language: GameLanguage;
}

type Session = WlgamesSessionResponse;
type Round = WlgamesSpinResponse;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every amount of the slot client (bets, pays, wins) with the currency's decimals, as the balance: ₱4.00, never ₱4. */
function useMoney(currency: Currency | undefined) {
  return (minor: number) => (currency ? formatBalance(toMajor(minor, currency), currency) : '');
}

/** The cells of the window that belong to a paying run, as "reel-row". */
function winningCells(session: Session, round: Round | undefined): Set<string> {
  const cells = new Set<string>();
  for (const win of round?.wins ?? []) {
    const rows = session.paylines[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}-${rows[reel]}`);
  }
  return cells;
}

function Reels({
  session,
  window: shown,
  round,
  spinning,
  language,
  t,
}: {
  session: Session;
  window: string[][];
  round: Round | undefined;
  spinning: boolean;
  language: GameLanguage;
  t: Translate;
}) {
  const highlighted = winningCells(session, spinning ? undefined : round);
  return (
    <section className={`wl-reels${spinning ? ' is-spinning' : ''}`} aria-label={t('reels')} aria-busy={spinning}>
      {shown.map((reel, reelIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
        <div className="wl-reel" key={reelIndex} data-testid="wl-reel">
          {reel.map((symbol, row) => {
            const symbolInfo = symbolLook(session.game, symbol);
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                key={row}
                className={`wl-cell${highlighted.has(`${reelIndex}-${row}`) ? ' is-winning' : ''}`}
                role="img"
                aria-label={symbolInfo.name[language]}
                style={{ color: symbolInfo.colour }}
              >
                {symbolInfo.glyph}
              </span>
            );
          })}
        </div>
      ))}
    </section>
  );
}

function Rules({ session, bet, language, t }: { session: Session; bet: number; language: GameLanguage; t: Translate }) {
  const money = useMoney(session.currency);
  const lineBet = bet / session.paylines.length;
  const wild = session.paytable.find((entry) => entry.wild);
  return (
    <details className="wl-rules">
      <summary>{t('rulesTitle')}</summary>
      <p>{t('rulesLines')}</p>
      {wild ? <p>{t('rulesWild', { symbol: symbolLook(session.game, wild.symbol).name[language] })}</p> : null}
      <p>{t('rulesPays')}</p>
      <table className="wl-paytable">
        <thead>
          <tr>
            <th scope="col">{t('symbol')}</th>
            {[3, 4, 5].map((count) => (
              <th scope="col" key={count}>
                {t('inARow', { count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {session.paytable.map((entry) => {
            const symbolInfo = symbolLook(session.game, entry.symbol);
            return (
              <tr key={entry.symbol}>
                <th scope="row">
                  <span aria-hidden="true" className="wl-glyph" style={{ color: symbolInfo.colour }}>
                    {symbolInfo.glyph}
                  </span>{' '}
                  {symbolInfo.name[language]}
                </th>
                {entry.pays.map((pay, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are 3, 4 and 5 in a row
                  <td key={index}>{money(pay * lineBet)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>{t('paylines')}</h2>
      <ol className="wl-paylines">
        {session.paylines.map((rows, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paylines are numbered by position
          <li key={line} aria-label={t('line', { line: line + 1 })}>
            {Array.from({ length: session.rows }, (_, row) =>
              rows.map((lineRow, reel) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its row and reel
                <span key={`${row}-${reel}`} className={lineRow === row ? 'is-on' : undefined} />
              )),
            )}
          </li>
        ))}
      </ol>
      <p>{t('rulesRtp', { rtp: (session.rtp * 100).toFixed(2), max: session.max_win_times_bet })}</p>
      <p>{t('rulesRandom')}</p>
    </details>
  );
}

/** The WLGAMES game client: a provably fair game's screen for a fair game's code (instant or shared rounds), else the slots. */
export function WlgamesGame({ launch }: { launch: LaunchParams }) {
  const fair = screenGameOf(launch.game);
  if (fair && launch.token && launch.game) {
    return (
      <FairGame token={launch.token} code={launch.game} game={fair} language={launch.language} Screen={FAIR_SCREENS[fair]} />
    );
  }
  const shared = sharedScreenGameOf(launch.game);
  if (shared && launch.token && launch.game) {
    return (
      <SharedGame
        token={launch.token}
        code={launch.game}
        game={shared}
        language={launch.language}
        Screen={SHARED_SCREENS[shared]}
      />
    );
  }
  return <SlotGame launch={launch} />;
}

/** The WLGAMES slot client: opens a game session with the launch token, then plays rounds on the provider's server. */
function SlotGame({ launch }: { launch: LaunchParams }) {
  const t = useMemo(() => translator(launch.language), [launch.language]);
  const [session, setSession] = useState<Session>();
  const [fatal, setFatal] = useState<GameTextKey | undefined>(launch.token && launch.game ? undefined : 'missingLaunch');
  const [notice, setNotice] = useState<GameTextKey>();
  const [balance, setBalance] = useState(0);
  const [bet, setBet] = useState(0);
  const [shown, setShown] = useState<string[][]>([]);
  const [round, setRound] = useState<Round>();
  const [spinning, setSpinning] = useState(false);
  const money = useMoney(session?.currency);
  // A launch token opens one session only: an effect run again for the same token (React's
  // StrictMode runs it twice in development) waits for the session the first run asked for.
  const opening = useRef<{ token: string; session: Promise<Session> }>(undefined);

  useEffect(() => {
    if (!launch.token || !launch.game) return;
    let current = true;
    if (opening.current?.token !== launch.token) {
      opening.current = { token: launch.token, session: startSession({ token: launch.token, game: launch.game }) };
    }
    opening.current.session
      .then((opened) => {
        if (!current) return;
        setSession(opened);
        setBalance(opened.balance);
        setBet(opened.bet_levels[0]!);
        setShown(opened.window);
      })
      .catch((error: unknown) => current && setFatal(failureText(error instanceof GameCallError ? error.key : '')));
    return () => {
      current = false;
    };
  }, [launch.token, launch.game]);

  async function play(activeSession: Session): Promise<void> {
    setSpinning(true);
    setNotice(undefined);
    const started = performance.now();
    try {
      const result = await spinRound({ session: activeSession.session, bet });
      await wait(Math.max(0, TIMINGS.animationMs - (performance.now() - started)));
      setShown(result.window);
      setRound(result);
      setBalance(result.balance);
      // A fun session's id carries its demo balance: the next spin sends the new one. Nothing of it is the site's balance.
      if (result.session) setSession({ ...activeSession, session: result.session });
      if (!activeSession.fun) postBalance(result.balance);
    } catch (error) {
      const key = failureText(error instanceof GameCallError ? error.key : '');
      if (key === 'sessionExpired') setFatal(key);
      else setNotice(key);
    } finally {
      setSpinning(false);
    }
  }

  if (fatal) {
    return (
      <main className="wl-game wl-game-ended">
        <p role="alert">{t(fatal)}</p>
      </main>
    );
  }
  if (!session) {
    return (
      <main className="wl-game">
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      </main>
    );
  }
  const lastWin = round && !spinning ? round.win : undefined;
  return (
    <main className="wl-game" data-game={session.game}>
      <header className="wl-header">
        <h1>{session.game_name}</h1>
        <p className="wl-balance">
          {t(session.fun ? 'funBalance' : 'balance')}{' '}
          <output data-testid="wl-balance">
            {session.currency ? formatBalance(toMajor(balance, session.currency), session.currency) : ''}
          </output>
        </p>
      </header>
      <Reels session={session} window={shown} round={round} spinning={spinning} language={launch.language} t={t} />
      <p className="wl-result" role="status">
        {lastWin === undefined ? '' : lastWin > 0 ? t('win', { amount: money(lastWin) }) : t('noWin')}
      </p>
      {round && !spinning && round.wins.length > 0 ? (
        <ul className="wl-line-wins">
          {round.wins.map((win) => (
            <li key={win.line}>
              {t('lineWin', {
                line: win.line,
                count: win.count,
                symbol: symbolLook(session.game, win.symbol).name[launch.language],
                amount: money(win.amount),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? (
        <p className="wl-notice" role="alert">
          {t(notice)}
        </p>
      ) : null}
      <div className="wl-controls">
        <label className="wl-bet">
          {t('bet')}
          <select value={bet} onChange={(event) => setBet(Number(event.target.value))} disabled={spinning}>
            {session.bet_levels.map((level) => (
              <option key={level} value={level}>
                {money(level)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="wl-spin" onClick={() => void play(session)} disabled={spinning}>
          {spinning ? t('spinning') : t('spin')}
        </button>
      </div>
      <Rules session={session} bet={bet} language={launch.language} t={t} />
    </main>
  );
}
