import { setTimeout as wait } from 'node:timers/promises';
import { type SeamlessAction, type SeamlessRequest, type SeamlessResponse, seamlessResponse } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/failure.js';
import { seamlessHeaders } from '../../lib/seamless-signature.js';

/**
 * Carries one signed seamless call to the operator and returns the parsed JSON answer; throws when
 * no answer arrived (network, HTTP failure).
 */
export type SeamlessTransport = (action: SeamlessAction, headers: Record<string, string>, rawBody: string) => Promise<unknown>;

/**
 * The operator's API in this same server, through Fastify's inject: the call goes through the
 * operator's real routing, signature check and validation, as a remote provider's would, without
 * a network hop to ourselves (no base URL to configure, no port to reach behind a proxy).
 */
export function injectTransport(app: FastifyInstance, providerCode: string): SeamlessTransport {
  return async (action, headers, rawBody) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/seamless/${providerCode}/${action}`,
      headers,
      payload: rawBody,
    });
    if (response.statusCode !== 200) throw new Error(`seamless ${action} answered HTTP ${response.statusCode}`);
    return response.json();
  };
}

/** The operator's answer did not arrive (or was not an answer): whether it acted is unknown. */
export class WalletUnreachable extends Error {}

export interface WalletClientOptions {
  transport: SeamlessTransport;
  secret: string;
  /** an answer later than this counts as lost */
  timeoutMs: number;
}

/**
 * The provider's side of the seamless wallet API: every request signed with the shared secret,
 * every answer checked against the contract. An INTERNAL_ERROR status is treated like a lost
 * answer, since the operator may or may not have applied it.
 */
export function createWalletClient({ transport, secret, timeoutMs }: WalletClientOptions) {
  async function call<A extends SeamlessAction>(action: A, body: SeamlessRequest<A>): Promise<SeamlessResponse> {
    const rawBody = JSON.stringify(body);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WalletUnreachable(`seamless ${action} timed out`)), timeoutMs);
    });
    try {
      const parsed = seamlessResponse.safeParse(
        await Promise.race([transport(action, seamlessHeaders(secret, rawBody), rawBody), timeout]),
      );
      if (!parsed.success) throw new WalletUnreachable(`seamless ${action} answered outside the contract`);
      if (parsed.data.status === 'INTERNAL_ERROR') throw new WalletUnreachable(`seamless ${action} failed at the operator`);
      return parsed.data;
    } catch (error) {
      throw error instanceof WalletUnreachable
        ? error
        : new WalletUnreachable(`seamless ${action} got no answer`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    authenticate: (body: SeamlessRequest<'authenticate'>) => call('authenticate', body),
    balance: (body: SeamlessRequest<'balance'>) => call('balance', body),
    debit: (body: SeamlessRequest<'debit'>) => call('debit', body),
    credit: (body: SeamlessRequest<'credit'>) => call('credit', body),
    rollback: (body: SeamlessRequest<'rollback'>) => call('rollback', body),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;

export interface WalletRetryOptions {
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** waits between retries (a timer by default); tests pass one that does not wait */
  sleep?: ((ms: number) => Promise<void>) | undefined;
  attempts?: number;
  delayMs?: number;
}

/**
 * Sends a seamless call again, with the same transaction id, while its answer is lost (a credit or
 * a rollback the operator applies once whatever the repeats); undefined when every answer was lost,
 * and the round waits for the next reconciliation.
 */
async function withWalletRetries(
  attempt: () => Promise<SeamlessResponse>,
  { log, sleep = (ms) => wait(ms), attempts = 3, delayMs = 250 }: WalletRetryOptions,
): Promise<SeamlessResponse | undefined> {
  for (let tries = 1; tries <= attempts; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WalletUnreachable)) throw error;
      log.warn({ err: error, tries }, 'seamless call lost, retrying with the same transaction id');
      if (tries < attempts) await sleep(delayMs * tries);
    }
  }
  return undefined;
}

/**
 * A call whose lost answer the player must hear about (a debit, a session's first call): the loss
 * is the player's serviceUnavailable, and the caller rolls back what it must.
 */
export async function reachWallet(
  call: () => Promise<SeamlessResponse>,
  log: WalletRetryOptions['log'],
): Promise<SeamlessResponse> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WalletUnreachable) {
      log.warn({ err: error }, 'the seamless wallet API did not answer');
      fail('serviceUnavailable');
    }
    throw error;
  }
}

/** The operator's refusals of the player (not of the request): they end the game session in the client. */
const SESSION_ENDING = new Set(['INVALID_TOKEN', 'PLAYER_NOT_FOUND', 'PLAYER_BLOCKED']);

/** The player's failure for an operator's refusal other than of the bet's funds. */
export function failForRefusal(status: string): never {
  fail(SESSION_ENDING.has(status) ? 'sessionExpired' : 'serviceUnavailable');
}

/**
 * A bet's debit: a lost answer rolls the bet back and a refusal marks it refused, each answering
 * the player's failure; the operator's OK answer otherwise. `about` names the bet in the log.
 */
export async function debitBet(
  debit: () => Promise<SeamlessResponse>,
  {
    rollBack,
    refuse,
    log,
    about,
  }: {
    rollBack(): Promise<void>;
    refuse(): Promise<void>;
    log: WalletRetryOptions['log'];
    about: Record<string, unknown>;
  },
): Promise<SeamlessResponse> {
  let answer: SeamlessResponse;
  try {
    answer = await debit();
  } catch (error) {
    if (!(error instanceof WalletUnreachable)) throw error;
    log.warn({ err: error, ...about }, 'debit answer lost; rolling the bet back');
    await rollBack();
    fail('serviceUnavailable');
  }
  if (answer.status !== 'OK') {
    await refuse();
    if (answer.status === 'INSUFFICIENT_FUNDS') fail('insufficientBalance');
    if (!SESSION_ENDING.has(answer.status)) log.error({ ...about, status: answer.status }, 'the operator refused a debit');
    failForRefusal(answer.status);
  }
  return answer;
}

/** How a bet's credit or rollback closes it on the provider's side, once the operator has answered. */
export interface BetClosing extends WalletRetryOptions {
  /** moves the bet to its final status, only from the unfinished ones (a bet finished elsewhere stays) */
  close(status: 'settled' | 'rolled_back'): Promise<unknown>;
  /** names the bet in the log */
  about: Record<string, unknown>;
}

/**
 * A bet's pay (0 closes a lost bet), sent again with the same transaction id while the answer is
 * lost: the balance after it once paid, undefined when the operator did not pay (every answer lost,
 * or the bet already closed by its rollback), and the bet waits for the next reconciliation.
 */
export async function creditBet(credit: () => Promise<SeamlessResponse>, closing: BetClosing): Promise<number | undefined> {
  const answer = await withWalletRetries(credit, closing);
  if (answer?.status === 'OK') {
    await closing.close('settled');
    return answer.balance ?? 0;
  }
  // Only a rollback of this bet closes it otherwise (a repeat of the credit gets its first answer back).
  if (answer?.status === 'BET_ALREADY_SETTLED') await closing.close('rolled_back');
  else if (answer) closing.log.error({ ...closing.about, status: answer.status }, 'the operator refused a credit');
  return undefined;
}

/**
 * Refunds a bet whose debit answer was lost, sent again with the same transaction id while the
 * answer is lost; a debit the operator never saw (BET_NOT_FOUND) needs nothing more.
 */
export async function rollBackBet(rollback: () => Promise<SeamlessResponse>, closing: BetClosing): Promise<void> {
  const answer = await withWalletRetries(rollback, closing);
  if (answer?.status === 'OK' || answer?.status === 'BET_NOT_FOUND') await closing.close('rolled_back');
  // The bet's credit got there first (its round was slow, not lost): the bet is paid, not refundable.
  else if (answer?.status === 'BET_ALREADY_SETTLED') await closing.close('settled');
  else if (answer) closing.log.error({ ...closing.about, status: answer.status }, 'the operator refused a rollback');
}
