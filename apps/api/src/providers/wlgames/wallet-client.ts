import { type SeamlessAction, type SeamlessRequest, type SeamlessResponse, seamlessResponse } from '@wl/contract';
import type { FastifyInstance } from 'fastify';
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
