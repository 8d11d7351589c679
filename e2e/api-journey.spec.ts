import { expect, test } from '@playwright/test';
import { tacFromOutbox } from './support';

/** The journey of the foundation issue, over HTTP against the built server, as curl would do it. */
test('a new player signs up, verifies, logs in, plays a mini game and claims an inbox reward once', async ({ request }) => {
  const post = async (path: string, body: object) => (await request.post(path, { data: body })).json();

  const startup = await post('/api/startup', { domain_name: 'localhost' });
  expect(startup.statusCode).toBe(1);
  const site = { domain_name: 'localhost', external_id: startup.site.external_id };

  const account = `e2e${Date.now().toString(36)}`;
  // A number of its own each run: a number holds one account per site.
  const lastDigits = String(Math.floor(Math.random() * 10 ** 4)).padStart(4, '0');
  const phone = startup.site.country === 'PH' ? `+63917123${lastDigits}` : `+1202555${lastDigits}`;
  const signup = await post('/api/auth/signup', {
    ...site,
    account_id: account,
    password: 'Journey-pass-2026',
    contact_phone: phone,
    age_confirmed: true,
    terms_accepted: true,
  });
  expect(signup).toMatchObject({ statusCode: 1, message: 'tacSent' });

  const verify = await post('/api/auth/tac/verify', { ...site, account_id: account, tac: tacFromOutbox('localhost', account) });
  expect(verify.statusCode).toBe(1);

  const login = await post('/api/auth/login', { ...site, account_id: account, password: 'Journey-pass-2026' });
  expect(login).toMatchObject({ statusCode: 1, user: { account_id: account } });
  const player = { auth: login.token, account_id: account };

  expect(await post('/api/auth/get_balance', player)).toMatchObject({ statusCode: 1, game_balance: 0 });
  expect((await post('/api/auth/vip', player)).nextLevel).toHaveLength(1);
  expect(await post('/api/home/fav_list', player)).toMatchObject({ statusCode: 1, value: [] });

  // The seeded demo player has tokens and inbox rewards.
  const demoLogin = await post('/api/auth/login', { ...site, account_id: 'demo', password: 'Demo-play-2026' });
  const demo = { auth: demoLogin.token, account_id: 'demo' };
  const [game] = (await post('/api/mini_game/mini_game_list', demo)).value;
  const bet = await post('/api/mini_game/mini_game_bet', { ...demo, game_id: game.game_id });
  expect(bet.statusCode).toBe(1);
  const reward = await post('/api/mini_game/mini_game_reward', { ...demo, game_id: game.game_id });
  expect(reward.statusCode).toBe(1);
  expect(reward.value[0].settled[0].play_id).toBe(bet.value[0].play_id);

  const inbox = await post('/api/settings/get_inbox', demo);
  const claimable = inbox.value.find((item: { claimable: boolean }) => item.claimable);
  const first = await post('/api/settings/claim_inbox', { ...demo, inbox_id: claimable.inbox_id });
  expect(first.statusCode).toBe(1);
  const second = await post('/api/settings/claim_inbox', { ...demo, inbox_id: claimable.inbox_id });
  expect(second.message).toBe('alreadyClaimed');
});
