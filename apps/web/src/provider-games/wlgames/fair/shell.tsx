import {
  CURRENCIES,
  type Currency,
  FAIR_ROUND_INTERVAL_MS,
  type FairBetParams,
  type FairGame as FairGameId,
  type FairMinesResponse,
  type FairPlayResponse,
  type FairSessionResponse,
  minorUnitsOf,
  toMajor,
} from '@wl/contract';
import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { formatBalance } from '@/shared/lib/money';
import { newIdempotencyKey } from '@/shared/lib/submission-key';
import { GameCallError } from '../api';
import { postBalance } from '../balance-message';
import type { GameLanguage } from '../texts';
import { cashOutMines, openFairSession, playFairRound, revealMine, startMines } from './api';
import { runAutoplay } from './autoplay';
import { FAIR_GAME_NAMES, type FairTextKey, type FairTranslate, fairFailureText, fairTranslator, type ScreenGame } from './texts';

export interface HistoryEntry {
  round_id: string;
  /** a shared round's bet, when the player may have more than one in a round */
  bet_id?: string;
  bet: number;
  payout: number;
  multiplier: number;
  /** the round's outcome in the player's words */
  result: string;
}

/** What the game tells the player above the board: a failure, a refusal of the game's own, or news. */
export interface Notice {
  key: FairTextKey;
  values?: Record<string, string | number>;
}

/** The notices that are news (a status), not a failure or a refusal (an alert). */
const NEWS: ReadonlySet<FairTextKey> = new Set<FairTextKey>(['minesResumed', 'minesRevealFirst']);

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
  /** tells the player something of the game's own: a refusal of a choice, or news */
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
export const verifyHref = (game: FairGameId, roundId: string) => `/verify?${new URLSearchParams({ game, round: roundId })}`;

/** A key pressed in a control is the control's own (a focused button already takes Space). */
export const isTyping = (target: EventTarget | null) =>
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
        <p className="fair-hint">{t('autoplayPace', { seconds: FAIR_ROUND_INTERVAL_MS / 1000 })}</p>
      </fieldset>
    </div>
  );
}

/** A game's bet limits in minor units, in the session's currency. */
export interface BetLimits {
  currency: string;
  min_bet: number;
  max_bet: number;
}

/** A money amount in minor units of the currency, as the player reads it: with the currency's decimals (₱9.90, never ₱9.9). */
export const moneyIn = (currency: string) => (minor: number) => formatBalance(toMajor(minor, currency as Currency), currency);

const digitsOf = (currency: string) => CURRENCIES[currency as Currency]?.minorDigits ?? 2;
const amountText = (minor: number, currency: string) => toMajor(minor, currency as Currency).toFixed(digitsOf(currency));

function BetField({
  t,
  limits,
  text,
  setText,
  error,
  locked,
}: {
  t: FairTranslate;
  limits: BetLimits;
  text: string;
  setText: (text: string) => void;
  error?: string;
  locked: boolean;
}) {
  const money = moneyIn(limits.currency);
  const asText = (minor: number) => amountText(minor, limits.currency);
  const current = (() => {
    try {
      return Number(minorUnitsOf(text, digitsOf(limits.currency)));
    } catch {
      return limits.min_bet;
    }
  })();
  const clamp = (minor: number) => Math.min(limits.max_bet, Math.max(limits.min_bet, Math.round(minor)));
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
        <button type="button" onClick={() => setText(asText(limits.min_bet))} disabled={locked}>
          {t('betMin')}
        </button>
        <button type="button" onClick={() => setText(asText(limits.max_bet))} disabled={locked}>
          {t('betMax')}
        </button>
      </div>
      <p id="fair-bet-limits" className="fair-hint">
        {t('betLimits', { min: money(limits.min_bet), max: money(limits.max_bet) })}
      </p>
      <p id="fair-bet-error" className="fair-field-error">
        {error}
      </p>
    </div>
  );
}

/**
 * The bet amount of a game: the field's text, its error, and the amount read within the limits
 * (undefined, the field saying why and taking the focus, when it is not a bet the game takes).
 */
export function useBetAmount(t: FairTranslate) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const limitsRef = useRef<BetLimits>(undefined);
  return {
    /** the session's limits, and the amount the field starts with */
    start(limits: BetLimits, minor = limits.min_bet) {
      limitsRef.current = limits;
      setText(amountText(minor, limits.currency));
    },
    take(): number | undefined {
      const limits = limitsRef.current!;
      const money = moneyIn(limits.currency);
      let minor: number;
      try {
        minor = Number(minorUnitsOf(text.replace(/,/g, ''), digitsOf(limits.currency)));
      } catch {
        setError(t('betInvalid', { example: amountText(limits.min_bet, limits.currency) }));
        return undefined;
      }
      if (minor < limits.min_bet) setError(t('amountBelowMinimum', { min: money(limits.min_bet) }));
      else if (minor > limits.max_bet) setError(t('amountAboveMaximum', { max: money(limits.max_bet) }));
      else {
        setError(undefined);
        return minor;
      }
      document.getElementById('fair-bet-amount')?.focus();
      return undefined;
    },
    /** the server refused the amount: its limit under the field */
    refuse(key: 'amountBelowMinimum' | 'amountAboveMaximum') {
      const limits = limitsRef.current!;
      const money = moneyIn(limits.currency);
      setError(t(key, { min: money(limits.min_bet), max: money(limits.max_bet) }));
    },
    field: (locked: boolean) =>
      limitsRef.current ? (
        <BetField t={t} limits={limitsRef.current} text={text} setText={setText} error={error} locked={locked} />
      ) : null,
  };
}

/**
 * A game's calls to the provider: each with a request id (the one of the request whose answer was
 * lost, when the same request is made again, so the server places it once), the game busy
 * meanwhile, and every refusal explained in the player's language, through one failure text path.
 */
export function useGameCalls({
  setNotice,
  setFatal,
  refuseAmount,
  fun = false,
}: {
  setNotice: (notice: Notice | undefined) => void;
  setFatal: (key: FairTextKey) => void;
  refuseAmount: (key: 'amountBelowMinimum' | 'amountAboveMaximum') => void;
  /** a fun session: a bet above the demo balance is not a matter of a deposit */
  fun?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const lost = useRef<{ key: string; id: string }>(undefined);

  function refused(error: unknown, retry?: { key: string; id: string }): undefined {
    if (error instanceof GameCallError && error.lost) {
      lost.current = retry;
      setNotice({ key: 'networkLost' });
      return undefined;
    }
    const text = fairFailureText(error instanceof GameCallError ? error.key : '');
    if (text === 'sessionExpired') setFatal(text);
    else if (text === 'amountBelowMinimum' || text === 'amountAboveMaximum') refuseAmount(text);
    else setNotice({ key: fun && text === 'insufficientBalance' ? 'funInsufficientBalance' : text });
    return undefined;
  }

  /** `retryKey` names the request (its amount and choices) for a call that places something. */
  async function call<T>(send: (requestId: string) => Promise<T>, retryKey?: string): Promise<T | undefined> {
    const id = retryKey && lost.current?.key === retryKey ? lost.current.id : newIdempotencyKey();
    setBusy(true);
    setNotice(undefined);
    try {
      const answer = await send(id);
      lost.current = undefined;
      return answer;
    } catch (error) {
      return refused(error, retryKey ? { key: retryKey, id } : undefined);
    } finally {
      setBusy(false);
    }
  }

  return { busy, call };
}

/** The player's last rounds, each with a link to verify it (none for fun rounds, which are not recorded). */
export function History({
  t,
  money,
  game,
  entries,
  verifiable = true,
}: {
  t: FairTranslate;
  money: (minor: number) => string;
  game: FairGameId;
  entries: HistoryEntry[];
  verifiable?: boolean;
}) {
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
              {verifiable ? <td /> : null}
            </tr>
          </thead>
          <tbody data-testid="fair-history">
            {entries.map((entry) => (
              <tr key={entry.bet_id ?? entry.round_id} className={entry.payout > 0 ? 'is-win' : undefined}>
                <th scope="row">{entry.round_id}</th>
                <td>{entry.result}</td>
                <td>{money(entry.bet)}</td>
                <td>
                  {money(entry.payout)} <span className="fair-hint">({multiplierText(entry.multiplier)}×)</span>
                </td>
                {verifiable ? (
                  <td>
                    <a
                      href={verifyHref(game, entry.round_id)}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('verifyRound', { round: entry.round_id })}
                    >
                      {t('verify')}
                    </a>
                  </td>
                ) : null}
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
  if (shell.session.fun) {
    // the session's own seeds verify nothing anyone could check: no seed panel, no link to /verify
    return (
      <section className="fair-seeds" aria-labelledby="fair-seeds-title">
        <h2 id="fair-seeds-title">{t('fairTitle')}</h2>
        <p className="fair-hint">{t('funRounds')}</p>
        <p className="fair-hint">{t(RULES[shell.game])}</p>
        <p className="fair-hint">{t('rtp', { rtp: (shell.session.rtp / 100).toFixed(2) })}</p>
      </section>
    );
  }
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

/** A game that cannot go on (the reason as an alert), or one still opening. */
export function GameGate({ t, fatal }: { t: FairTranslate; fatal?: FairTextKey }) {
  return fatal ? (
    <main className="wl-game wl-game-ended">
      <p role="alert">{t(fatal)}</p>
    </main>
  ) : (
    <main className="wl-game">
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    </main>
  );
}

/** What every fair game shows around its own layout: its name, the balance (a demo one in fun mode) and the notice. */
export function GameFrame({
  game,
  t,
  balance,
  currency,
  notice,
  fun = false,
  children,
}: {
  game: FairGameId;
  t: FairTranslate;
  balance: number;
  currency: string;
  notice?: Notice;
  fun?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="wl-game fair-game" data-game={game}>
      <header className="wl-header">
        <h1>{FAIR_GAME_NAMES[game]}</h1>
        <p className="wl-balance">
          {t(fun ? 'funBalance' : 'balance')} <output data-testid="wl-balance">{moneyIn(currency)(balance)}</output>
        </p>
      </header>
      {notice ? (
        <p className={NEWS.has(notice.key) ? 'fair-info' : 'wl-notice'} role={NEWS.has(notice.key) ? 'status' : 'alert'}>
          {t(notice.key, notice.values)}
        </p>
      ) : null}
      <div className="fair-layout">{children}</div>
    </main>
  );
}

/**
 * Opens a game session with the launch token once, whatever React does with effects (StrictMode
 * runs an effect twice in development): an effect run again for the same token waits for the
 * session the first run asked for.
 */
export function useGameSession<S>(
  token: string,
  open: () => Promise<S>,
  opened: (session: S) => void,
  setFatal: (key: FairTextKey) => void,
): void {
  const opening = useRef<{ token: string; session: Promise<S> }>(undefined);
  const latest = useRef({ open, opened, setFatal });
  latest.current = { open, opened, setFatal };
  useEffect(() => {
    let current = true;
    if (opening.current?.token !== token) opening.current = { token, session: latest.current.open() };
    opening.current.session
      .then((session) => current && latest.current.opened(session))
      .catch(
        (error: unknown) => current && latest.current.setFatal(fairFailureText(error instanceof GameCallError ? error.key : '')),
      );
    return () => {
      current = false;
    };
  }, [token]);
}

/**
 * One instant fair game: opens the game session with the launch token, then lays out what every
 * game has (balance, bet, last rounds, seeds) around the game's own screen, and makes its calls,
 * explaining each refusal in the player's language.
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
  const [betLocked, setBetLocked] = useState(false);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const amount = useBetAmount(t);
  const { busy, call } = useGameCalls({ setNotice, setFatal, refuseAmount: amount.refuse, fun: session?.fun === true });
  // A fun session's id carries its state (demo balance, seeds, open mines round): each answer renews
  // it, and the next call, even one made from an earlier render (autoplay, mines), sends the newest.
  const sessionId = useRef('');

  useGameSession(
    token,
    () => openFairSession({ token, game: code }),
    (opened) => {
      sessionId.current = opened.session;
      setSession(opened);
      setBalance(opened.balance);
      setSeeds(opened.seeds);
      amount.start(opened, opened.open_round?.bet);
      if (opened.open_round) setNotice({ key: 'minesResumed' });
    },
    setFatal,
  );

  if (fatal || !session || !seeds) return <GameGate t={t} fatal={fatal} />;

  const fun = session.fun === true;
  async function played<
    T extends { balance: number; server_seed_hash: string; client_seed: string; nonce: number; session?: string },
  >(answer: Promise<T | undefined>): Promise<T | undefined> {
    const settled = await answer;
    if (settled) {
      if (settled.session) sessionId.current = settled.session;
      setBalance(settled.balance);
      // a demo balance is nothing of the site's: the page is told nothing
      if (!fun) postBalance(settled.balance);
      setSeeds({ server_seed_hash: settled.server_seed_hash, client_seed: settled.client_seed, nonce: settled.nonce + 1 });
    }
    return settled;
  }

  const money = moneyIn(session.currency);
  const shell: Shell = {
    game,
    session,
    t,
    money,
    takeBet: amount.take,
    busy,
    betLocked,
    setBetLocked,
    play: async (params) => {
      const bet = amount.take();
      if (bet === undefined) return undefined;
      return played(
        call(
          (request_id) => playFairRound({ session: sessionId.current, request_id, bet, params }),
          JSON.stringify({ bet, params }),
        ),
      );
    },
    minesStart: async (mines) => {
      const bet = amount.take();
      if (bet === undefined) return undefined;
      return played(
        call((request_id) => startMines({ session: sessionId.current, request_id, bet, mines }), JSON.stringify({ bet, mines })),
      );
    },
    minesReveal: (roundId, tile) => played(call(() => revealMine({ session: sessionId.current, round_id: roundId, tile }))),
    minesCashOut: (roundId) => played(call(() => cashOutMines({ session: sessionId.current, round_id: roundId }))),
    record: (entry) => setHistory((entries) => [entry, ...entries.filter((e) => e.round_id !== entry.round_id)].slice(0, 10)),
    inform: (key, values) => setNotice({ key, values }),
    betField: amount.field(betLocked || busy),
  };

  return (
    <GameFrame game={game} t={t} balance={balance} currency={session.currency} notice={notice} fun={fun}>
      <Screen shell={shell} />
      <History t={t} money={money} game={game} entries={history} verifiable={!fun} />
      <Fairness shell={shell} seeds={seeds} />
    </GameFrame>
  );
}
