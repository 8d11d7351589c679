import { FAIR_WLGAMES_PATHS, type FairBetParams, fairMinesResponse, fairPlayResponse, fairSessionResponse } from '@wl/contract';
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
