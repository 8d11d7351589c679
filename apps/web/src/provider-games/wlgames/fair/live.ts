import {
  SHARED_RECENT_ROUNDS,
  SHARED_ROUND_PATHS,
  type SharedRound,
  type SharedRoundEvent,
  type SharedRoundPlayer,
  type SharedRoundState,
  sharedRoundEventSchema,
} from '@wl/contract';
import { useEffect, useReducer, useRef, useState } from 'react';

/** What the client knows of its site's shared round, kept from the stream's events. */
export interface LiveRound {
  round: SharedRound | null;
  /** crash: the multiplier of the last tick (or state), hundredths, and the server's time of it, ms */
  multiplier: number;
  multiplierAt: number;
  /** the round's bets, in the order placed */
  players: SharedRoundPlayer[];
  chain: SharedRoundState['chain'];
  /** the server's clock minus this browser's, ms: the countdowns and the curve run on the server's time */
  offset: number;
  /** the last rounds that ended, newest first: those the server listed on (re)connecting, and those seen to end since */
  ended: SharedRound[];
  /** the player's own bets by id, whatever round: the stream tells how each is settled */
  updates: SharedRoundPlayer[];
}

const EMPTY_LIVE: LiveRound = {
  round: null,
  multiplier: 100,
  multiplierAt: 0,
  players: [],
  chain: null,
  offset: 0,
  ended: [],
  updates: [],
};

/** Round ids are SR and the round's number in the server's sequence: a later round has a larger one. */
const sequenceOf = (round: SharedRound) => Number(round.round_id.slice(2));

/** The rounds already known to have ended and those of `rounds` that have, newest first, each once. */
function withEnded(ended: SharedRound[], rounds: SharedRound[]): SharedRound[] {
  const byId = new Map(ended.map((round) => [round.round_id, round]));
  for (const round of rounds) if (round.phase === 'ended') byId.set(round.round_id, round);
  return [...byId.values()].sort((a, b) => sequenceOf(b) - sequenceOf(a)).slice(0, SHARED_RECENT_ROUNDS);
}

function upsert(players: SharedRoundPlayer[], player: SharedRoundPlayer): SharedRoundPlayer[] {
  const at = players.findIndex((known) => known.bet_id === player.bet_id);
  if (at < 0) return [...players, player];
  return players.map((known, index) => (index === at ? player : known));
}

/**
 * The live round after one event, received at `receivedAt` on this browser's clock. A `state`
 * replaces everything (the first event, and again after each reconnection); a `round` of another
 * id is the next round, which starts with no players; events of a round other than the current
 * one change only the player's own bets they name.
 */
export function applyEvent(live: LiveRound, event: SharedRoundEvent, receivedAt: number): LiveRound {
  switch (event.type) {
    case 'state': {
      const { state } = event;
      const serverTime = Date.parse(state.server_time);
      return {
        ...live,
        round: state.round,
        multiplier: state.multiplier,
        multiplierAt: serverTime,
        players: state.players,
        chain: state.chain,
        offset: serverTime - receivedAt,
        ended: withEnded(live.ended, state.round ? [state.round, ...state.recent] : state.recent),
      };
    }
    case 'round': {
      const serverTime = Date.parse(event.server_time);
      const next = event.round.round_id !== live.round?.round_id;
      return {
        ...live,
        round: event.round,
        players: next ? [] : live.players,
        multiplier: next || event.round.phase !== 'running' ? (event.round.crash_point ?? 100) : live.multiplier,
        multiplierAt: serverTime,
        offset: serverTime - receivedAt,
        ended: withEnded(live.ended, [event.round]),
      };
    }
    case 'tick': {
      if (event.round_id !== live.round?.round_id) return live;
      const serverTime = Date.parse(event.server_time);
      return { ...live, multiplier: event.multiplier, multiplierAt: serverTime, offset: serverTime - receivedAt };
    }
    case 'player': {
      const { player } = event;
      const updates = [player, ...live.updates.filter((known) => known.bet_id !== player.bet_id)].slice(0, 50);
      return {
        ...live,
        players: player.round_id === live.round?.round_id ? upsert(live.players, player) : live.players,
        updates,
      };
    }
  }
}

export type Connection = 'connecting' | 'live' | 'lost';

/** A server-sent event stream's events, each read with the contract's schema (any other is left out). */
function parseEvent(data: string): SharedRoundEvent | undefined {
  try {
    const parsed = sharedRoundEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How long after the stream closed for good (the server refused it) a new one is opened. */
export const STREAM_REOPEN_MS = 5_000;

/**
 * The game session's live round: the stream (SHARED_ROUND_PATHS.stream) opened for the session,
 * its events folded into a LiveRound. The browser reconnects a dropped stream by itself (the
 * server says how soon), and the first event of every connection is the round as it is then, so
 * nothing is missed; a stream the server closed for good is opened again after STREAM_REOPEN_MS,
 * once `readState` (the session's state call) answers (undefined: not now, or the session has
 * ended and the game with it). A round of a chain the client has not seen (the first round of a quiet site, a
 * new chain) is read again with `readState` too, for the chain's terminal hash and salt.
 */
export function useLiveRound(session: string | undefined, readState: () => Promise<SharedRoundState | undefined>) {
  const [live, dispatch] = useReducer(
    (current: LiveRound, action: { event: SharedRoundEvent; at: number }) => applyEvent(current, action.event, action.at),
    EMPTY_LIVE,
  );
  const [connection, setConnection] = useState<Connection>('connecting');

  useEffect(() => {
    if (!session) return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    function open(): void {
      source = new EventSource(`${SHARED_ROUND_PATHS.stream}?${new URLSearchParams({ session: session! })}`);
      source.onmessage = (message: MessageEvent<string>) => {
        const event = parseEvent(message.data);
        if (!event) return;
        if (event.type === 'state') setConnection('live');
        dispatch({ event, at: Date.now() });
      };
      source.onerror = () => {
        setConnection('lost');
        if (source?.readyState === EventSource.CLOSED) later();
      };
    }
    // the session's state first: an ended session ends the game (and this effect), a server away is tried again
    function later(): void {
      reopen = setTimeout(() => {
        void readState().then((state) => {
          if (stopped) return;
          if (state) open();
          else later();
        });
      }, STREAM_REOPEN_MS);
    }
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [session, readState]);

  const chainId = live.round?.chain_id;
  const knownChain = live.chain?.chain_id;
  const asked = useRef<number>(undefined);
  useEffect(() => {
    if (chainId === undefined || chainId === knownChain || asked.current === chainId) return;
    asked.current = chainId;
    void readState().then((state) => {
      if (state) dispatch({ event: { type: 'state', state }, at: Date.now() });
    });
  }, [chainId, knownChain, readState]);

  return { live, connection };
}

/**
 * The server's time now, ms, on this browser's clock corrected by `offset`, updated every `everyMs`
 * while `running` (the curve, the race, the countdowns).
 */
export function useServerNow(offset: number, everyMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now + offset;
}
