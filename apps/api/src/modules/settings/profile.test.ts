import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxItems, players } from '../../db/schema/index.js';
import { expectSuccess, signupPlayer, testAppForFile } from '../../test/harness.js';
import { maskPhone } from './service.js';

const t = testAppForFile();

describe('get_profile', () => {
  it('masks the phone to its calling code and last four digits', () => {
    expect(maskPhone('+639171234567')).toBe('+63******4567');
    expect(maskPhone('+12025550147')).toBe('+1******0147');
  });

  it("returns the player's account details with the phone masked and the previous login", async () => {
    const player = await signupPlayer(t, 'profiled');
    const first = await t.call('getProfile', player);
    expectSuccess(first);
    const profile = first.value[0]!;
    expect(profile).toMatchObject({ account_id: 'profiled', previous_login_at: null, vip_level: 0 });
    expect(profile.contact_phone).toBe(maskPhone(player.phone));
    expect(profile.contact_phone).not.toContain(player.phone.slice(3, -4));
    expect(profile.referral_code).toMatch(/^[A-Z2-9]{8}$/);

    const second = await t.call('login', { ...player.site, account_id: 'profiled', password: player.password });
    expect(second.previous_login_at).not.toBeNull();
    const after = await t.call('getProfile', { auth: second.token, account_id: 'profiled' });
    expect(after.value?.[0]?.previous_login_at).toBe(second.previous_login_at);
  });
});

describe('sessions', () => {
  it('lists the live sessions, marks the current one and shortens addresses', async () => {
    const player = await signupPlayer(t, 'multidevice');
    const other = await t.call(
      'login',
      { ...player.site, account_id: 'multidevice', password: player.password },
      { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'PhoneBrowser/1.0' },
    );
    const result = await t.call('sessions', player);
    expectSuccess(result);
    expect(result.value).toHaveLength(2);
    expect(result.value.filter((session) => session.current)).toHaveLength(1);
    const phone = result.value.find((session) => session.user_agent === 'PhoneBrowser/1.0');
    expect(phone).toMatchObject({ current: false, ip: '203.0.113.x' });

    await t.call('logout', { auth: other.token, account_id: 'multidevice' });
    expect((await t.call('sessions', player)).value).toHaveLength(1);
  });
});

describe('read_inbox', () => {
  it('marks an item read once and answers the unread count; other players cannot', async () => {
    const owner = await signupPlayer(t, 'reader');
    const site = await t.app.sites.byDomain('localhost');
    const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.accountId, 'reader'));
    const inserted = await t.database.db
      .insert(inboxItems)
      .values([
        { siteId: site.id, playerId: row!.id, title: 'Welcome' },
        { siteId: site.id, playerId: row!.id, title: 'Tips' },
      ])
      .returning({ id: inboxItems.id });
    expect((await t.call('getInbox', owner)).unread).toBe(2);
    expect(await t.call('readInbox', { ...owner, inbox_id: inserted[0]!.id })).toMatchObject({ statusCode: 1, unread: 1 });
    expect(await t.call('readInbox', { ...owner, inbox_id: inserted[0]!.id })).toMatchObject({ statusCode: 1, unread: 1 });

    const stranger = await signupPlayer(t, 'snooper');
    expect((await t.call('readInbox', { ...stranger, inbox_id: inserted[1]!.id })).message).toBe('inboxNotFound');
    expect((await t.call('getInbox', owner)).unread).toBe(1);
  });
});
