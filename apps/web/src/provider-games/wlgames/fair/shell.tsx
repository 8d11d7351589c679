import {
  CURRENCIES,
  type Currency,
  type FairBetParams,
  type FairMinesResponse,
  type FairPlayResponse,
  type FairSessionResponse,
  minorUnitsOf,
  toMajor,
} from '@wl/contract';
import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { formatBalance, formatMoney } from '@/shared/lib/money';
import { newIdempotencyKey } from '@/shared/lib/submission-key';
import { GameCallError } from '../api';
import { postBalance } from '../balance-message';
import type { GameLanguage } from '../texts';
import { cashOutMines, openFairSession, playFairRound, revealMine, startMines } from './api';
import { AUTOPLAY_MIN_MS, runAutoplay } from './autoplay';
import { FAIR_GAME_NAMES, type FairTextKey, type FairTranslate, fairFailureText, fairTranslator, type ScreenGame } from './texts';

export interface HistoryEntry {
  round_id: string;
  bet: number;
  payout: number;
  multiplier: number;
  /** the round's outcome in the player's words */
  result: string;
}

interface Notice {
  key: FairTextKey;
  values?: Record<string, string | number>;
}

/** What a game screen gets from the shell: the session, the bet, money moves and the round calls. */
export interface Shell {
  game: ScreenGame;
  session: FairSessionResponse;
  t: FairTranslate;
  money: (minor: number) => string;
  /** the bet as typed, in minor units; undefined (and the field says why) when it is not a bet the game takes */
  takeBet: () => number | undefined;
  busy: boolean;
  /** one round of a one-step game; undefined when refused (the shell says why) */
  play: (params: FairBetParams) => Promise<FairPlayResponse | undefined>;
  minesStart: (mines: number) => Promise<FairMinesResponse | undefined>;
  minesReveal: (roundId: string, tile: number) => Promise<FairMinesResponse | undefined>;
  minesCashOut: (roundId: string) => Promise<FairMinesResponse | undefined>;
  record: (entry: HistoryEntry) => void;
  /** tells the player something of the game's own (not a failure) */
  inform: (key: FairTextKey, values?: Record<string, string | number>) => void;
  betLocked: boolean;
  setBetLocked: (locked: boolean) => void;
  /** the bet amount field, for the screen's controls */
  betField: ReactNode;
}

/** Each game's rules in a sentence, under the seeds. */
const RULES: Record<ScreenGame, FairTextKey> = {
  dice: 'diceRules',
  mines: 'minesRules',
  plinko: 'plinkoRules',
  keno: 'kenoRules',
  bingo: 'bingoRules',
};

/** The keyboard's use, under a screen's controls: what every game takes, then the game's own keys. */
export function KeysHint({ shell, extra }: { shell: Shell; extra?: FairTextKey }) {
  return (
    <p className="fair-hint fair-keys">
      <strong>{shell.t('keysTitle')}:</strong> {shell.t('keysCommon')} {extra ? shell.t(extra) : null}
    </p>
  );
}

/** A multiplier as the round gives it (already rounded down to 0.0001). */
export const multiplierText = (multiplier: number) => String(multiplier);

/** The verify page of the player app, which the /verify helper fills from the round id (nothing secret in the address). */
export const verifyHref = (game: ScreenGame, roundId: string) => `/verify?${new URLSearchParams({ game, round: roundId })}`;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'A', 'SUMMARY'].includes(target.tagName));

/**
 * The bet button with autoplay. Space plays a round unless a control has the focus (a focused
 * button already takes Space), Escape stops autoplay; autoplay never starts rounds faster than
 * one a second and stops at the first round that did not play.
 */
export function PlayControls({
  shell,
  label,
  playOnce,
  autoplayOnce = playOnce,
  disabled = false,
  children,
}: {
  shell: Shell;
  label: string;
  playOnce: () => Promise<boolean>;
  /** autoplay's round, when it is more than the bet button's (mines: a bet, reveals and a cash-out) */
  autoplayOnce?: () => Promise<boolean>;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = shell;
  const [rounds, setRounds] = useState(10);
  const [left, setLeft] = useState(0);
  const stop = useRef(true);
  const playing = useRef(false);
  const latest = useRef({ playOnce, autoplayOnce });
  latest.current = { playOnce, autoplayOnce };
  const idle = !shell.busy && left === 0 && !disabled;

  async function once(kind: 'playOnce' | 'autoplayOnce' = 'playOnce'): Promise<boolean> {
    if (playing.current) return false;
    playing.current = true;
    try {
      return await latest.current[kind]();
    } finally {
      playing.current = false;
    }
  }

  async function autoplay(): Promise<void> {
    stop.current = false;
    await runAutoplay({ rounds, playOnce: () => once('autoplayOnce'), stopped: () => stop.current, onLeft: setLeft });
    stop.current = true;
    setLeft(0);
  }

  const keys = useRef({ idle, once, stopAutoplay: () => (stop.current = true) });
  keys.current = { idle, once, stopAutoplay: () => (stop.current = true) };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') keys.current.stopAutoplay();
      if (event.key !== ' ' || event.repeat || isTyping(event.target)) return;
      event.preventDefault();
      if (keys.current.idle) void keys.current.once();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stop.current = true;
    };
  }, []);

  return (
    <div className="fair-play">
      {children}
      <button type="button" className="wl-spin fair-bet-button" onClick={() => void once()} disabled={!idle}>
        {shell.busy ? t('playing') : label}
      </button>
      <fieldset className="fair-autoplay">
        <legend>{t('autoplay')}</legend>
        <label>
          {t('autoplayRounds')}
          <select value={rounds} onChange={(event) => setRounds(Number(event.target.value))} disabled={left > 0}>
            {[5, 10, 25, 50, 100].map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        {left > 0 ? (
          <button type="button" className="fair-secondary" onClick={() => (stop.current = true)}>
            {t('autoplayStop', { left })}
          </button>
        ) : (
          <button type="button" className="fair-secondary" onClick={() => void autoplay()} disabled={!idle}>
            {t('autoplayStart')}
          </button>
        )}
        <p className="fair-hint">{t('autoplayPace', { seconds: AUTOPLAY_MIN_MS / 1000 })}</p>
      </fieldset>
    </div>
  );
}

function BetField({
  shell,
  text,
  setText,
  error,
}: {
  shell: Shell;
  text: string;
  setText: (text: string) => void;
  error?: string;
}) {
  const { t, session, money } = shell;
  const currency = session.currency as Currency;
  const digits = CURRENCIES[currency]?.minorDigits ?? 2;
  const asText = (minor: number) => toMajor(minor, currency).toFixed(digits);
  const current = (() => {
    try {
      return Number(minorUnitsOf(text, digits));
    } catch {
      return session.min_bet;
    }
  })();
  const clamp = (minor: number) => Math.min(session.max_bet, Math.max(session.min_bet, Math.round(minor)));
  const locked = shell.betLocked || shell.busy;
  return (
    <div className="fair-bet">
      <label htmlFor="fair-bet-amount">{t('betAmount')}</label>
      <div className="fair-bet-row">
        <input
          id="fair-bet-amount"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby="fair-bet-limits fair-bet-error"
        />
        <button type="button" aria-label={t('betHalf')} onClick={() => setText(asText(clamp(current / 2)))} disabled={locked}>
          ½
        </button>
        <button type="button" aria-label={t('betDouble')} onClick={() => setText(asText(clamp(current * 2)))} disabled={locked}>
          2×
        </button>
        <button type="button" onClick={() => setText(asText(session.min_bet))} disabled={locked}>
          {t('betMin')}
        </button>
        <button type="button" onClick={() => setText(asText(session.max_bet))} disabled={locked}>
          {t('betMax')}
        </button>
      </div>
      <p id="fair-bet-limits" className="fair-hint">
        {t('betLimits', { min: money(session.min_bet), max: money(session.max_bet) })}
      </p>
      <p id="fair-bet-error" className="fair-field-error">
        {error}
      </p>
    </div>
  );
}

function History({ shell, entries }: { shell: Shell; entries: HistoryEntry[] }) {
  const { t, money } = shell;
  return (
    <section className="fair-history" aria-labelledby="fair-history-title">
      <h2 id="fair-history-title">{t('lastRounds')}</h2>
      {entries.length === 0 ? (
        <p className="fair-hint">{t('noRounds')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('roundColumn')}</th>
              <th scope="col">{t('resultColumn')}</th>
              <th scope="col">{t('betColumn')}</th>
              <th scope="col">{t('payoutColumn')}</th>
              <td />
            </tr>
          </thead>
          <tbody data-testid="fair-history">
            {entries.map((entry) => (
              <tr key={entry.round_id} className={entry.payout > 0 ? 'is-win' : undefined}>
                <th scope="row">{entry.round_id}</th>
                <td>{entry.result}</td>
                <td>{money(entry.bet)}</td>
                <td>
                  {money(entry.payout)} <span className="fair-hint">({multiplierText(entry.multiplier)}×)</span>
                </td>
                <td>
                  <a
                    href={verifyHref(shell.game, entry.round_id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('verifyRound', { round: entry.round_id })}
                  >
                    {t('verify')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Fairness({ shell, seeds }: { shell: Shell; seeds: FairSessionResponse['seeds'] }) {
  const { t } = shell;
  return (
    <section className="fair-seeds" aria-labelledby="fair-seeds-title">
      <h2 id="fair-seeds-title">{t('fairTitle')}</h2>
      <dl>
        <dt>{t('serverSeedHash')}</dt>
        <dd>
          <code data-testid="fair-seed-hash">{seeds.server_seed_hash}</code>
        </dd>
        <dt>{t('clientSeed')}</dt>
        <dd>
          <code>{seeds.client_seed}</code>
        </dd>
        <dt>{t('nonce')}</dt>
        <dd>{seeds.nonce}</dd>
      </dl>
      <p className="fair-hint">{t('fairHelp')}</p>
      <p>
        <a href="/verify" target="_blank" rel="noopener">
          {t('manageSeeds')}
        </a>
      </p>
      <p className="fair-hint">{t(RULES[shell.game])}</p>
      <p className="fair-hint">{t('rtp', { rtp: (shell.session.rtp / 100).toFixed(2) })}</p>
    </section>
  );
}

/**
 * One instant fair game: opens the game session with the launch token (once, whatever React does
 * with effects), then lays out what every game has (balance, bet, last rounds, seeds) around the
 * game's own screen, and makes its calls, explaining each refusal in the player's language.
 */
export function FairGame({
  token,
  code,
  game,
  language,
  Screen,
}: {
  token: string;
  code: string;
  game: ScreenGame;
  language: GameLanguage;
  /** the game's own screen: a .fair-board and a .fair-controls section (with shell.betField) */
  Screen: ComponentType<{ shell: Shell }>;
}) {
  const t = useMemo(() => fairTranslator(language), [language]);
  const [session, setSession] = useState<FairSessionResponse>();
  const [fatal, setFatal] = useState<FairTextKey>();
  const [notice, setNotice] = useState<Notice>();
  const [balance, setBalance] = useState(0);
  const [seeds, setSeeds] = useState<FairSessionResponse['seeds']>();
  const [betText, setBetText] = useState('');
  const [betError, setBetError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [betLocked, setBetLocked] = useState(false);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  // The request whose answer was lost: played again unchanged, it keeps its id, so the server places it once.
  const lost = useRef<{ key: string; id: string }>(undefined);
  const opening = useRef<{ token: string; session: Promise<FairSessionResponse> }>(undefined);

  useEffect(() => {
    let current = true;
    if (opening.current?.token !== token) opening.current = { token, session: openFairSession({ token, game: code }) };
    opening.current.session
      .then((opened) => {
        if (!current) return;
        const currency = opened.currency as Currency;
        setSession(opened);
        setBalance(opened.balance);
        setSeeds(opened.seeds);
        setBetText(toMajor(opened.open_round?.bet ?? opened.min_bet, currency).toFixed(CURRENCIES[currency]?.minorDigits ?? 2));
        if (opened.open_round) setNotice({ key: 'minesResumed' });
      })
      .catch((error: unknown) => current && setFatal(fairFailureText(error instanceof GameCallError ? error.key : '')));
    return () => {
      current = false;
    };
  }, [token, code]);

  if (fatal) {
    return (
      <main className="wl-game wl-game-ended">
        <p role="alert">{t(fatal)}</p>
      </main>
    );
  }
  if (!session || !seeds) {
    return (
      <main className="wl-game">
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      </main>
    );
  }

  const currency = session.currency;
  const money = (minor: number) => formatMoney(toMajor(minor, currency as Currency), currency, { showZero: true });

  function takeBet(): number | undefined {
    const digits = CURRENCIES[currency as Currency]?.minorDigits ?? 2;
    let minor: number;
    try {
      minor = Number(minorUnitsOf(betText.replace(/,/g, ''), digits));
    } catch {
      setBetError(t('betInvalid', { example: toMajor(session!.min_bet, currency as Currency).toFixed(digits) }));
      return undefined;
    }
    if (minor < session!.min_bet) setBetError(t('amountBelowMinimum', { min: money(session!.min_bet) }));
    else if (minor > session!.max_bet) setBetError(t('amountAboveMaximum', { max: money(session!.max_bet) }));
    else {
      setBetError(undefined);
      return minor;
    }
    document.getElementById('fair-bet-amount')?.focus();
    return undefined;
  }

  function refused(error: unknown, retry?: { key: string; id: string }): undefined {
    const key = error instanceof GameCallError ? error.key : '';
    if (error instanceof GameCallError && error.lost) {
      lost.current = retry;
      setNotice({ key: 'networkLost' });
      return undefined;
    }
    const text = fairFailureText(key);
    if (text === 'sessionExpired') setFatal(text);
    else if (text === 'amountBelowMinimum' || text === 'amountAboveMaximum') {
      setBetError(t(text, { min: money(session!.min_bet), max: money(session!.max_bet) }));
    } else setNotice({ key: text });
    return undefined;
  }

  function settled(answer: { balance: number; server_seed_hash: string; client_seed: string; nonce: number }) {
    setBalance(answer.balance);
    postBalance(answer.balance);
    setSeeds({ server_seed_hash: answer.server_seed_hash, client_seed: answer.client_seed, nonce: answer.nonce + 1 });
  }

  async function call<T extends { balance: number; server_seed_hash: string; client_seed: string; nonce: number }>(
    send: (requestId: string) => Promise<T>,
    retryKey?: string,
  ): Promise<T | undefined> {
    const id = retryKey && lost.current?.key === retryKey ? lost.current.id : newIdempotencyKey();
    setBusy(true);
    setNotice(undefined);
    try {
      const answer = await send(id);
      lost.current = undefined;
      settled(answer);
      return answer;
    } catch (error) {
      return refused(error, retryKey ? { key: retryKey, id } : undefined);
    } finally {
      setBusy(false);
    }
  }

  const shell: Shell = {
    game,
    session,
    t,
    money,
    takeBet,
    busy,
    betLocked,
    setBetLocked,
    play: async (params) => {
      const bet = takeBet();
      if (bet === undefined) return undefined;
      return call(
        (request_id) => playFairRound({ session: session.session, request_id, bet, params }),
        JSON.stringify({ bet, params }),
      );
    },
    minesStart: async (mines) => {
      const bet = takeBet();
      if (bet === undefined) return undefined;
      return call(
        (request_id) => startMines({ session: session.session, request_id, bet, mines }),
        JSON.stringify({ bet, mines }),
      );
    },
    minesReveal: (roundId, tile) => call(() => revealMine({ session: session.session, round_id: roundId, tile })),
    minesCashOut: (roundId) => call(() => cashOutMines({ session: session.session, round_id: roundId })),
    record: (entry) => setHistory((entries) => [entry, ...entries.filter((e) => e.round_id !== entry.round_id)].slice(0, 10)),
    inform: (key, values) => setNotice({ key, values }),
    betField: null,
  };
  shell.betField = <BetField shell={shell} text={betText} setText={setBetText} error={betError} />;
  const failure = notice && !['minesResumed', 'minesRevealFirst'].includes(notice.key);

  return (
    <main className="wl-game fair-game" data-game={game}>
      <header className="wl-header">
        <h1>{FAIR_GAME_NAMES[game]}</h1>
        <p className="wl-balance">
          {t('balance')}{' '}
          <output data-testid="wl-balance">{formatBalance(toMajor(balance, currency as Currency), currency)}</output>
        </p>
      </header>
      {notice ? (
        <p className={failure ? 'wl-notice' : 'fair-info'} role={failure ? 'alert' : 'status'}>
          {t(notice.key, notice.values)}
        </p>
      ) : null}
      <div className="fair-layout">
        <Screen shell={shell} />
        <History shell={shell} entries={history} />
        <Fairness shell={shell} seeds={seeds} />
      </div>
    </main>
  );
}
