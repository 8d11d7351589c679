import {
  hundredthsText,
  type SharedBetResponse,
  type SharedRound,
  type SharedRoundGame,
  type SharedRoundPhase,
  type SharedRoundPlayer,
  type SharedSessionResponse,
  type SharedStateResponse,
} from '@wl/contract';
import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GameCallError } from '../api';
import { postBalance } from '../balance-message';
import type { GameLanguage } from '../texts';
import { cashOutCrash, openSharedSession, placeCrashBet, placeRaceBet, sharedRoundState } from './api';
import { type Connection, type LiveRound, useLiveRound, useServerNow } from './live';
import {
  GameFrame,
  GameGate,
  History,
  type HistoryEntry,
  moneyIn,
  type Notice,
  useBetAmount,
  useGameCalls,
  useGameSession,
  verifyHref,
} from './shell';
import { type FairTextKey, type FairTranslate, fairFailureText, fairTranslator } from './texts';

/** What a bet chooses besides its amount: crash's automatic cash-out, or a race's runner and kind. */
export type SharedChoice = { kind: 'crash'; auto_cash_out: number | null } | { kind: 'win' | 'place'; runner: number };

/** What a shared-round screen gets from its shell: the live round on the server's clock, the player's bets and the calls. */
export interface LiveShell {
  game: SharedRoundGame;
  session: SharedSessionResponse;
  t: FairTranslate;
  money: (minor: number) => string;
  live: LiveRound;
  /** the server's time now, ms */
  now: number;
  /** the round's phase now on the server's clock (betting closes and a race ends on time, before the event comes) */
  phase: SharedRoundPhase | undefined;
  /** the player's bets in the current round */
  mine: SharedRoundPlayer[];
  busy: boolean;
  betField: ReactNode;
  /** places a bet of the field's amount; undefined when refused (the shell says why) */
  placeBet: (choice: SharedChoice) => Promise<SharedRoundPlayer | undefined>;
  cashOut: (betId: string) => Promise<SharedRoundPlayer | undefined>;
  inform: (key: FairTextKey, values?: Record<string, string | number>) => void;
}

/** The round's phase at `now` (server time): betting ends and a race finishes at their set times. */
export function phaseAt(round: SharedRound, now: number): SharedRoundPhase {
  if (round.phase === 'betting' && now >= Date.parse(round.betting_ends_at)) return 'running';
  if (round.game === 'racing' && round.phase !== 'ended' && round.ends_at && now >= Date.parse(round.ends_at)) return 'ended';
  return round.phase;
}

/** Whole seconds left until `at` (server time), at least 0. */
export const secondsUntil = (at: string | null, now: number) => (at ? Math.max(0, Math.ceil((Date.parse(at) - now) / 1000)) : 0);

const RULES: Record<SharedRoundGame, FairTextKey> = { crash: 'crashRules', racing: 'raceRules' };
/** How often the screen follows the server's clock in the round's phase: the curve and the race move smoothly, a countdown needs less. */
const FRAME_MS: Record<SharedRoundPhase, number> = { betting: 250, running: 50, ended: 250 };

/** The players of the round, their names masked: each bet, its choice, and what it paid. */
function Players({ shell }: { shell: LiveShell }) {
  const { t, money, live, mine, game } = shell;
  const own = new Set(mine.map((bet) => bet.bet_id));
  const choice = (player: SharedRoundPlayer) =>
    game === 'crash'
      ? player.cash_out !== null
        ? `${hundredthsText(player.cash_out)}×`
        : player.auto_cash_out !== null
          ? t('playersAuto', { multiplier: hundredthsText(player.auto_cash_out) })
          : '–'
      : t(player.kind === 'place' ? 'raceBetPlace' : 'raceBetWin', { runner: (player.runner ?? 0) + 1 });
  return (
    <section className="fair-players" aria-labelledby="fair-players-title">
      <h2 id="fair-players-title">{t('playersTitle', { count: live.players.length })}</h2>
      {live.players.length === 0 ? (
        <p className="fair-hint">{t('playersNone')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('playerColumn')}</th>
              <th scope="col">{t('betColumn')}</th>
              <th scope="col">{t(game === 'crash' ? 'cashOutColumn' : 'choiceColumn')}</th>
              <th scope="col">{t('payoutColumn')}</th>
            </tr>
          </thead>
          <tbody data-testid="fair-players">
            {live.players.map((player) => (
              <tr key={player.bet_id} className={`${own.has(player.bet_id) ? 'is-own' : ''} is-${player.state}`.trim()}>
                <th scope="row">{own.has(player.bet_id) ? t('playersYou', { name: player.name }) : player.name}</th>
                <td>{money(player.bet)}</td>
                <td>{choice(player)}</td>
                <td>{player.state === 'active' || player.state === 'pending' ? '–' : money(player.payout)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The last rounds that ended, newest first, each with a link to verify it. */
function RecentRounds({ shell }: { shell: LiveShell }) {
  const { t, live, game } = shell;
  const outcome = (round: SharedRound) =>
    game === 'crash' ? `${hundredthsText(round.crash_point ?? 100)}×` : t('raceWinner', { runner: (round.finish?.[0] ?? 0) + 1 });
  return (
    <section className="fair-recent" aria-labelledby="fair-recent-title">
      <h2 id="fair-recent-title">{t('recentRounds')}</h2>
      {live.ended.length === 0 ? (
        <p className="fair-hint">{t('recentNone')}</p>
      ) : (
        <ol data-testid="fair-recent">
          {live.ended.map((round) => (
            <li key={round.round_id}>
              <a
                href={verifyHref(game, round.round_id)}
                target="_blank"
                rel="noopener"
                aria-label={t('verifyRoundOutcome', { round: round.round_id, outcome: outcome(round) })}
                className={game === 'crash' && (round.crash_point ?? 100) >= 200 ? 'is-high' : undefined}
              >
                {outcome(round)}
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The hash chain the rounds' seeds come from, published before its first round. */
function Chain({ shell }: { shell: LiveShell }) {
  const { t, live } = shell;
  return (
    <section className="fair-seeds" aria-labelledby="fair-seeds-title">
      <h2 id="fair-seeds-title">{t('fairTitle')}</h2>
      {live.chain ? (
        <dl>
          <dt>{t('chainTerminalHash')}</dt>
          <dd>
            <code data-testid="fair-terminal-hash">{live.chain.terminal_hash}</code>
          </dd>
          <dt>{t('chainSalt')}</dt>
          <dd>
            <code>{live.chain.salt}</code>
          </dd>
          {live.round ? (
            <>
              <dt>{t('chainRound')}</dt>
              <dd>{t('chainRoundOf', { number: live.round.number, length: live.chain.length })}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p className="fair-hint">{t('chainHelp')}</p>
      <p>
        <a href="/verify" target="_blank" rel="noopener">
          {t('verifyRounds')}
        </a>
      </p>
      <p className="fair-hint">{t(RULES[shell.game])}</p>
      <p className="fair-hint">{t('rtp', { rtp: (shell.session.rtp / 100).toFixed(2) })}</p>
    </section>
  );
}

/** A settled bet of the player's as the last rounds list it. */
function historyEntry(t: FairTranslate, bet: SharedRoundPlayer, round: SharedRound | undefined): HistoryEntry {
  const multiplier = bet.bet > 0 ? Math.floor((bet.payout / bet.bet) * 10_000) / 10_000 : 0;
  const result =
    bet.kind === 'crash'
      ? bet.cash_out !== null
        ? t('crashCashedOutAt', { multiplier: hundredthsText(bet.cash_out) })
        : t('crashCrashedAt', { multiplier: hundredthsText(round?.crash_point ?? 100) })
      : t(bet.kind === 'place' ? 'raceBetPlace' : 'raceBetWin', { runner: (bet.runner ?? 0) + 1 });
  return { round_id: bet.round_id, bet_id: bet.bet_id, bet: bet.bet, payout: bet.payout, multiplier, result };
}

const SETTLED: ReadonlySet<SharedRoundPlayer['state']> = new Set(['cashed_out', 'won', 'lost']);

/**
 * A fun session's open bets the round has decided, as the stream tells it (the server's own events,
 * so the server agrees): those of a round that has ended or is no longer the current one, and a
 * crash bet whose automatic target the multiplier has reached. The session's state call settles them.
 */
function decidedFunBets(bets: SharedRoundPlayer[], live: LiveRound): string[] {
  const round = live.round;
  return bets
    .filter(
      (bet) =>
        bet.state === 'active' &&
        round !== null &&
        (bet.round_id !== round.round_id ||
          round.phase === 'ended' ||
          (round.phase === 'running' && bet.auto_cash_out !== null && live.multiplier >= bet.auto_cash_out)),
    )
    .map((bet) => bet.bet_id);
}

/**
 * One shared-round game (crash, racing): opens the game session with the launch token, follows the
 * site's round on the live stream, and lays out what both games have (balance, bet, the round's
 * players, the player's bets, the recent rounds and the chain) around the game's own screen. The
 * balance moves with each bet's and cash-out's answer, and by the pay of the player's bets the
 * stream reports settled (an automatic cash-out, a race), each counted once.
 *
 * A fun session (`fun`, a demo balance that is not money) watches the same rounds on the same
 * stream, but its bets are in no players list and no stream event: its calls go one after another,
 * each with the session id the previous answer gave (it carries the demo balance and the open fun
 * bets), and once the stream shows a round has decided a fun bet, the state call settles it and
 * answers the demo balance. Nothing is posted to the page: the site's balance is not involved.
 */
export function SharedGame({
  token,
  code,
  game,
  language,
  Screen,
}: {
  token: string;
  code: string;
  game: SharedRoundGame;
  language: GameLanguage;
  Screen: ComponentType<{ shell: LiveShell }>;
}) {
  const t = useMemo(() => fairTranslator(language), [language]);
  const [session, setSession] = useState<SharedSessionResponse>();
  const [fatal, setFatal] = useState<FairTextKey>();
  const [notice, setNotice] = useState<Notice>();
  const [balance, setBalance] = useState(0);
  const [bets, setBets] = useState<SharedRoundPlayer[]>([]);
  const amount = useBetAmount(t);
  const fun = session?.fun === true;
  const { busy, call } = useGameCalls({ setNotice, setFatal, refuseAmount: amount.refuse, fun });
  /** the bets whose pay the balance holds (a cash-out's answer, or the stream's settlement, whichever came first) */
  const counted = useRef(new Set<string>());
  /** the session id to send next: a fun session's every answer renews it */
  const current = useRef('');
  /** a fun session's calls, one after another, so that each sends the id the one before answered */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Makes a call with the session id to send now, and keeps the next one it answers. */
  const withSession = useCallback(
    <T extends { session?: string }>(send: (id: string) => Promise<T>): Promise<T> => {
      const run = async () => {
        const answer = await send(current.current);
        if (answer.session) current.current = answer.session;
        return answer;
      };
      if (!fun) return run();
      const next = queue.current.then(run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [fun],
  );

  /** Takes the bets a state answer names: a fun session's just settled ones join the balance it answers, once. */
  const takeState = useCallback((answer: Pick<SharedStateResponse, 'bets' | 'balance'>) => {
    if (answer.balance === undefined) return;
    for (const bet of answer.bets) if (SETTLED.has(bet.state)) counted.current.add(bet.bet_id);
    const named = new Map(answer.bets.map((bet) => [bet.bet_id, bet]));
    setBets((known) => [...known.filter((bet) => !named.has(bet.bet_id)), ...answer.bets]);
    setBalance(answer.balance);
  }, []);

  useGameSession(
    token,
    async () => {
      const opened = await openSharedSession({ token, game: code });
      const state = await sharedRoundState({ session: opened.session });
      return { opened, own: state.bets, next: state.session ?? opened.session };
    },
    ({ opened, own, next }) => {
      current.current = next;
      setSession(opened);
      setBalance(opened.balance);
      setBets(own);
      for (const bet of own) if (SETTLED.has(bet.state)) counted.current.add(bet.bet_id);
      amount.start(opened);
    },
    setFatal,
  );

  const readState = useCallback(async () => {
    if (!session) return undefined;
    try {
      const answer = await withSession((id) => sharedRoundState({ session: id }));
      takeState(answer);
      return answer.state;
    } catch (error) {
      const key = fairFailureText(error instanceof GameCallError ? error.key : '');
      if (key === 'sessionExpired') setFatal(key);
      return undefined;
    }
  }, [session, withSession, takeState]);
  // the stream keeps the id the session opened with: a fun session's site, game and end never change
  const { live, connection } = useLiveRound(session?.session, readState);
  const now = useServerNow(live.offset, FRAME_MS[live.round?.phase ?? 'ended'], live.round !== null);
  const phase = live.round ? phaseAt(live.round, now) : undefined;

  // the stream tells how the player's bets end: each one's pay joins the balance once
  useEffect(() => {
    setBets((known) => {
      let changed = false;
      const next = known.map((bet) => {
        const update = live.updates.find((candidate) => candidate.bet_id === bet.bet_id);
        if (!update || update === bet || update.state === bet.state) return bet;
        changed = true;
        return update;
      });
      return changed ? next : known;
    });
  }, [live.updates]);
  useEffect(() => {
    let gained = 0;
    for (const bet of bets) {
      if (!SETTLED.has(bet.state) || counted.current.has(bet.bet_id)) continue;
      counted.current.add(bet.bet_id);
      gained += bet.payout;
    }
    if (gained > 0) setBalance((current) => current + gained);
  }, [bets]);
  // a fun session's bets the round decided are settled by its state call, again at each phase while any is left
  const decided = fun ? decidedFunBets(bets, live).join(' ') : '';
  const settleAt = decided && `${decided} at ${live.round?.round_id}:${live.round?.phase}`;
  useEffect(() => {
    if (settleAt) void readState();
  }, [settleAt, readState]);
  // the site's header shows the balance the game moved; a demo balance is not the site's
  const opened = session !== undefined;
  useEffect(() => {
    if (opened && !fun) postBalance(balance);
  }, [opened, fun, balance]);

  if (fatal || !session) return <GameGate t={t} fatal={fatal} />;

  function answered(answer: SharedBetResponse | undefined): SharedRoundPlayer | undefined {
    if (!answer) return undefined;
    if (SETTLED.has(answer.bet.state)) counted.current.add(answer.bet.bet_id);
    setBets((known) => [...known.filter((bet) => bet.bet_id !== answer.bet.bet_id), answer.bet]);
    setBalance(answer.balance);
    return answer.bet;
  }

  const money = moneyIn(session.currency);
  const rounds = new Map([...live.ended, ...(live.round ? [live.round] : [])].map((round) => [round.round_id, round]));
  const history = bets
    .filter((bet) => SETTLED.has(bet.state))
    .reverse()
    .slice(0, 10)
    .map((bet) => historyEntry(t, bet, rounds.get(bet.round_id)));
  const shell: LiveShell = {
    game,
    session,
    t,
    money,
    live,
    now,
    phase,
    mine: bets.filter((bet) => bet.round_id === live.round?.round_id),
    busy,
    betField: amount.field(busy),
    placeBet: async (choice) => {
      const bet = amount.take();
      if (bet === undefined) return undefined;
      return answered(
        await call(
          (request_id) =>
            withSession((id) =>
              choice.kind === 'crash'
                ? placeCrashBet({ session: id, bet, request_id, auto_cash_out: choice.auto_cash_out })
                : placeRaceBet({ session: id, bet, request_id, runner: choice.runner, kind: choice.kind }),
            ),
          JSON.stringify({ round: live.round?.round_id, bet, choice }),
        ),
      );
    },
    cashOut: async (betId) => answered(await call(() => withSession((id) => cashOutCrash({ session: id, bet_id: betId })))),
    inform: (key, values) => setNotice({ key, values }),
  };

  return (
    <GameFrame game={game} t={t} balance={balance} currency={session.currency} notice={notice} fun={fun}>
      <Screen shell={shell} />
      <LiveStatus t={t} connection={connection} waiting={live.round === null} />
      <Players shell={shell} />
      <History t={t} money={money} game={game} entries={history} />
      <RecentRounds shell={shell} />
      <Chain shell={shell} />
    </GameFrame>
  );
}

/** The stream's state when it is not simply live: connecting, reconnecting, or no round yet. */
function LiveStatus({ t, connection, waiting }: { t: FairTranslate; connection: Connection; waiting: boolean }) {
  const key: FairTextKey | undefined =
    connection === 'lost'
      ? 'liveReconnecting'
      : connection === 'connecting'
        ? 'liveConnecting'
        : waiting
          ? 'liveWaiting'
          : undefined;
  return (
    <p className="fair-live-status" role="status" data-connection={connection}>
      {key ? t(key) : ''}
    </p>
  );
}
