import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  WLGAMES_PATHS,
  type WlgamesSessionResponse,
  type WlgamesSpinResponse,
} from '@wl/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunches, providerIntegrations, sessions } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { verifySeamlessSignature } from '../../lib/seamless-signature.js';
import { builtInProviderSecret } from '../../lib/secrets.js';
import { BUILT_IN, BUILT_IN_GAME, launchToken, launchTokenIn, seamlessClient } from '../../test/game-provider.js';
import { createTestApp, type Envelope, expectSuccess, loginDemo, TEST_SERVER_SECRET, type TestApp } from '../../test/harness.js';
import { syncBuiltInIntegration } from './integrations.js';

const REMOTE = 'JILI';
const REMOTE_GAME = 'super_ace';
const REMOTE_SECRET = 'remote-provider-shared-secret-0123';

interface LaunchRequestSeen {
  body: Record<string, unknown>;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

let t: TestApp;
let provider: FastifyInstance;
let providerUrl: string;
const seen: LaunchRequestSeen[] = [];
let providerAnswer: { status: number; body: unknown } = { status: 200, body: {} };
/** Every line the server logs, as written to its log destination. */
const logLines: string[] = [];

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'wl-web-'));
  mkdirSync(join(webRoot, 'wlgames'));
  writeFileSync(join(webRoot, 'wlgames', 'index.html'), '<!doctype html><title>WLGAMES</title>');
  t = await createTestApp({ LOG_LEVEL: 'info', WEB_DIST: webRoot }, { logStream: { write: (line) => logLines.push(line) } });
  // A remote provider's launch endpoint, on this machine only.
  provider = Fastify();
  provider.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  provider.post('/launch', async (request, reply) => {
    const rawBody = request.body as string;
    seen.push({ body: JSON.parse(rawBody), rawBody, headers: request.headers });
    return reply.status(providerAnswer.status).send(providerAnswer.body);
  });
  providerUrl = `${await provider.listen({ host: '127.0.0.1', port: 0 })}/launch`;
});
afterAll(async () => {
  await provider?.close();
  await t?.close();
});

describe('launchGame', () => {
  it('opens a built-in game at the provider page with a launch token, in the fragment, bound to the session', async () => {
    const session = await loginDemo(t);
    const result = await t.call('launchGame', { ...session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME, language: 'CN' });
    expectSuccess(result);
    expect(result).toMatchObject({
      statusCode: 1,
      value: { provider_code: BUILT_IN, game_code: BUILT_IN_GAME, game_name: 'Lucky Lantern' },
    });
    const url = new URL(result.value.game_url, 'http://localhost');
    expect(url.pathname).toBe('/provider/wlgames/play');
    expect([...url.searchParams.keys()]).toEqual(['game', 'lang']);
    expect(url.searchParams.get('game')).toBe(BUILT_IN_GAME);
    expect(url.searchParams.get('lang')).toBe('CN');
    const token = launchTokenIn(result.value.game_url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [launch] = await t.database.db
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.tokenHash, sha256(token)));
    const [session_] = await t.database.db.select().from(sessions).where(eq(sessions.id, launch!.sessionId));
    expect(session_!.tokenHash).toBe(sha256(session.auth));
    expect(launch!.expiresAt.getTime()).toBeLessThanOrEqual(session_!.expiresAt.getTime());
    expect(launch!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 4 * 3_600_000);
  });

  it("opens the game in the site's language when the player names none", async () => {
    const session = await loginDemo(t, 'casino2.localhost');
    const site = await t.app.sites.byDomain('casino2.localhost');
    const result = await t.call('launchGame', { ...session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME });
    expectSuccess(result);
    expect(new URL(result.value.game_url, 'http://localhost').searchParams.get('lang')).toBe(site.language);
  });

  it('answers gameNotFound for a game that does not exist or is disabled', async () => {
    const session = await loginDemo(t);
    expect((await t.call('launchGame', { ...session, provider_code: BUILT_IN, game_code: 'no_such_game' })).message).toBe(
      'gameNotFound',
    );
    expect((await t.call('launchGame', { ...session, provider_code: 'NOSUCH', game_code: BUILT_IN_GAME })).message).toBe(
      'gameNotFound',
    );
  });

  it('answers providerUnavailable for a provider without an integration', async () => {
    const session = await loginDemo(t);
    const result = await t.call('launchGame', { ...session, provider_code: 'PGSOFT', game_code: 'mahjong_ways' });
    expect(result).toMatchObject({ statusCode: 503, message: 'providerUnavailable' });
  });

  it('needs a live session', async () => {
    const result = await t.call('launchGame', {
      auth: 'nope',
      account_id: 'demo',
      provider_code: BUILT_IN,
      game_code: BUILT_IN_GAME,
    });
    expect(result.message).toBe('sessionExpired');
  });
});

describe('tokens in the log', () => {
  it('never logs a launch token, a game session or a login token, through a launch, the game page, a game start and a spin', async () => {
    logLines.length = 0;
    const session = await loginDemo(t);
    const launched = await t.call('launchGame', { ...session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME });
    expectSuccess(launched);
    const gameUrl = launched.value.game_url;
    const token = launchTokenIn(gameUrl);
    // The browser sends the address without its fragment; an address with credentials in its query is logged without them.
    const page = await t.app.inject({ method: 'GET', url: gameUrl.split('#')[0]! });
    expect(page.statusCode).toBe(200);
    const leaky = `/provider/wlgames/play?game=${BUILT_IN_GAME}&token=${token}&Auth=${session.auth}&session_id=${token}`;
    expect((await t.app.inject({ method: 'GET', url: leaky })).statusCode).toBe(200);
    const game = (
      await t.app.inject({ method: 'POST', url: WLGAMES_PATHS.session, payload: { token, game: BUILT_IN_GAME } })
    ).json<Envelope<WlgamesSessionResponse>>();
    expectSuccess(game);
    const spin = await t.app.inject({
      method: 'POST',
      url: WLGAMES_PATHS.spin,
      payload: { session: game.session, bet: 100 },
    });
    expect(spin.json<Envelope<WlgamesSpinResponse>>().statusCode).toBe(1);

    const log = logLines.join('');
    expect(log).toContain(`/provider/wlgames/play?game=${BUILT_IN_GAME}&token=redacted&Auth=redacted&session_id=redacted`);
    expect(log).toContain('/provider/wlgames/spin');
    expect(log).toContain('/api/seamless/WLGAMES/debit');
    for (const secret of [token, game.session, session.auth]) expect(log).not.toContain(secret);
  });
});

describe('the built-in integration at start-up', () => {
  const integration = async () => {
    const [row] = await t.database.db.select().from(providerIntegrations).where(eq(providerIntegrations.providerCode, BUILT_IN));
    return row;
  };

  it("is restored from the server secret when missing or stale, keeping the operator's enabled flag", async () => {
    await t.database.db.delete(providerIntegrations).where(eq(providerIntegrations.providerCode, BUILT_IN));
    await syncBuiltInIntegration(t.database.db, TEST_SERVER_SECRET);
    expect(await integration()).toMatchObject({
      kind: 'builtin',
      enabled: true,
      secret: builtInProviderSecret(TEST_SERVER_SECRET),
    });

    await t.database.db
      .update(providerIntegrations)
      .set({ secret: 'stale', enabled: false })
      .where(eq(providerIntegrations.providerCode, BUILT_IN));
    await syncBuiltInIntegration(t.database.db, TEST_SERVER_SECRET);
    expect(await integration()).toMatchObject({ enabled: false, secret: builtInProviderSecret(TEST_SERVER_SECRET) });

    await t.database.db
      .update(providerIntegrations)
      .set({ enabled: true })
      .where(eq(providerIntegrations.providerCode, BUILT_IN));
    const session = await loginDemo(t);
    const result = await t.call('launchGame', { ...session, provider_code: BUILT_IN, game_code: BUILT_IN_GAME });
    expectSuccess(result);
  });
});

describe('a remote provider over HTTP', () => {
  it('is configured by the operator and launched with a signed request answered by the game URL', async () => {
    const configured = await t.operator('providers/set', {
      provider_code: REMOTE.toLowerCase(),
      kind: 'http',
      launch_url: providerUrl,
      secret: REMOTE_SECRET,
      reason: 'test provider',
    });
    expect(configured).toMatchObject({ statusCode: 1, value: { provider_code: REMOTE, kind: 'http', enabled: true } });
    expect(JSON.stringify(configured)).not.toContain(REMOTE_SECRET);

    providerAnswer = { status: 200, body: { game_url: 'https://games.example.com/super_ace?session=abc' } };
    const session = await loginDemo(t);
    const result = await t.call('launchGame', { ...session, provider_code: REMOTE, game_code: REMOTE_GAME, device: 'mobile' });
    expect(result).toMatchObject({ statusCode: 1, value: { game_url: 'https://games.example.com/super_ace?session=abc' } });

    const request = seen.at(-1)!;
    const timestamp = String(request.headers[SEAMLESS_TIMESTAMP_HEADER]);
    const signature = String(request.headers[SEAMLESS_SIGNATURE_HEADER]);
    expect(verifySeamlessSignature(REMOTE_SECRET, timestamp, request.rawBody, signature)).toBe(true);
    expect(request.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      player_id: expect.stringMatching(/^\d+$/),
      game_code: REMOTE_GAME,
      currency: 'USD',
      language: 'EN',
      device: 'mobile',
      lobby_url: expect.stringMatching(/^https?:\/\/[^/]+\/$/),
    });

    // The provider then authenticates that token against the wallet with the same secret.
    const authenticated = await seamlessClient(t, REMOTE, REMOTE_SECRET)('authenticate', { token: request.body.token });
    expect(authenticated.body).toMatchObject({ status: 'OK', player_id: request.body.player_id, currency: 'USD' });
    // A built-in token is not this provider's.
    const builtIn = await launchToken(t, session);
    expect((await seamlessClient(t, REMOTE, REMOTE_SECRET)('authenticate', { token: builtIn })).body.status).toBe(
      'INVALID_TOKEN',
    );
  });

  it('answers providerUnavailable when the provider fails, answers nonsense or is disabled', async () => {
    const session = await loginDemo(t);
    const launch = () => t.call('launchGame', { ...session, provider_code: REMOTE, game_code: REMOTE_GAME });
    providerAnswer = { status: 500, body: { error: 'down' } };
    expect((await launch()).message).toBe('providerUnavailable');
    providerAnswer = { status: 200, body: { url: 'missing game_url' } };
    expect((await launch()).message).toBe('providerUnavailable');
    providerAnswer = { status: 200, body: { game_url: 'https://games.example.com/ok' } };
    expect((await t.operator('providers/set_enabled', { provider_code: REMOTE, enabled: false })).value?.enabled).toBe(false);
    expect((await launch()).message).toBe('providerUnavailable');
    expect((await t.operator('providers/set_enabled', { provider_code: REMOTE, enabled: true })).value?.enabled).toBe(true);
    expect((await launch()).statusCode).toBe(1);
  });

  it('lists the integrations for the operator and refuses an unknown provider', async () => {
    const listed = await t.operator('providers/list');
    expectSuccess(listed);
    expect(listed.value.map((row) => row.provider_code)).toEqual([REMOTE, BUILT_IN]);
    expect(listed.value[1]).toMatchObject({ kind: 'builtin', enabled: true });
    const unknown = await t.operator('providers/set', {
      provider_code: 'NOSUCH',
      kind: 'http',
      launch_url: providerUrl,
      secret: REMOTE_SECRET,
    });
    expect(unknown).toMatchObject({ message: 'validationFailed', errors: [{ field: 'provider_code', key: 'unknownProvider' }] });
    const notConfigured = await t.operator('providers/set_enabled', { provider_code: 'PGSOFT', enabled: true });
    expect(notConfigured.errors).toEqual([{ field: 'provider_code', key: 'notConfigured' }]);
  });
});
