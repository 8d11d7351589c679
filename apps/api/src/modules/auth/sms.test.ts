import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestSignup, type TestApp, uniquePhone } from '../../test/harness.js';

/** A stand-in SMS gateway on loopback that records what it receives and can be told to fail. */
let gateway: Server;
let received: { authorization: string | undefined; body: { to: string; text: string } }[] = [];
let failNext = false;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
}

let t: TestApp;

beforeAll(async () => {
  gateway = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    if (failNext) {
      failNext = false;
      response.writeHead(502).end();
      return;
    }
    received.push({ authorization: request.headers.authorization, body });
    response.writeHead(202).end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const port = (gateway.address() as AddressInfo).port;
  t = await createTestApp({ SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`, SMS_GATEWAY_TOKEN: 'gateway-secret' });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe('SMS gateway', () => {
  it('delivers the TAC through the configured gateway and keeps no code in the outbox', async () => {
    received = [];
    const site = await t.site();
    const phone = await uniquePhone(t);
    const signup = await requestSignup(t, 'smsuser', { contact_phone: phone });
    expect(signup.statusCode).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ authorization: 'Bearer gateway-secret', body: { to: phone } });
    const code = received[0]!.body.text.match(/\d{6}/)?.[0];
    await expect(t.latestTac('smsuser')).rejects.toThrow();
    const verified = await t.call('tacVerify', { ...site, account_id: 'smsuser', tac: code });
    expect(verified.statusCode).toBe(1);
  });

  it('lets the player ask again at once when the gateway failed', async () => {
    received = [];
    const site = await t.site();
    await requestSignup(t, 'smsretry');
    received = [];
    failNext = true;
    await t.database.db.execute(sql`update tac_codes set created_at = now() - interval '2 minutes'`);
    const failed = await t.call('tacRequestNewRegister', { ...site, account_id: 'smsretry' });
    expect(failed).toMatchObject({ statusCode: 500, message: 'internalServerError' });
    const retried = await t.call('tacRequestNewRegister', { ...site, account_id: 'smsretry' });
    expect(retried.statusCode).toBe(1);
    expect(received).toHaveLength(1);
  });
});
