import {
  FAIR_WLGAMES_PATHS,
  type FairBetParams,
  fairMinesResponse,
  fairPlayResponse,
  fairSessionResponse,
  SHARED_ROUND_PATHS,
  sharedBetResponse,
  sharedSessionResponse,
  sharedStateResponse,
} from '@wl/contract';
import { post } from '../api';

/** The built-in provider's calls of the instant provably fair games (docs/provably-fair.md, "Playing through the built-in provider"). */
export const openFairSession = (request: { token: string; game: string }) =>
  post(FAIR_WLGAMES_PATHS.session, request, fairSessionResponse);

export const playFairRound = (request: { session: string; request_id: string; bet: number; params: FairBetParams }) =>
  post(FAIR_WLGAMES_PATHS.play, request, fairPlayResponse);

export const startMines = (request: { session: string; request_id: string; bet: number; mines: number }) =>
  post(FAIR_WLGAMES_PATHS.minesStart, request, fairMinesResponse);

export const revealMine = (request: { session: string; round_id: string; tile: number }) =>
  post(FAIR_WLGAMES_PATHS.minesReveal, request, fairMinesResponse);

export const cashOutMines = (request: { session: string; round_id: string }) =>
  post(FAIR_WLGAMES_PATHS.minesCashOut, request, fairMinesResponse);

/** The shared rounds' calls (crash and racing, docs/provably-fair.md §Shared rounds); the live stream is live.ts's. */
export const openSharedSession = (request: { token: string; game: string }) =>
  post(SHARED_ROUND_PATHS.session, request, sharedSessionResponse);

export const sharedRoundState = (request: { session: string }) => post(SHARED_ROUND_PATHS.state, request, sharedStateResponse);

export const placeCrashBet = (request: { session: string; request_id: string; bet: number; auto_cash_out: number | null }) =>
  post(SHARED_ROUND_PATHS.crashBet, request, sharedBetResponse);

export const cashOutCrash = (request: { session: string; bet_id: string }) =>
  post(SHARED_ROUND_PATHS.crashCashOut, request, sharedBetResponse);

export const placeRaceBet = (request: {
  session: string;
  request_id: string;
  bet: number;
  runner: number;
  kind: 'win' | 'place';
}) => post(SHARED_ROUND_PATHS.raceBet, request, sharedBetResponse);
