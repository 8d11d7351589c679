import type { engagementAdmin as contract, operator } from '@wl/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operators, promotionClaims, siteDomains, sites } from '../../db/schema/index.js';
import { slotTable } from '../../test/game-provider.js';
import { expectSuccess, loginDemo, type PlayerSession, requestSignup, type StaffSession } from '../../test/harness.js';
import { approvedDeposit, balanceOf, ledgerOf, playerIdOf, rulesTestApp } from '../../test/money.js';

const DAY = 86_400_000;

// The default site's demo promotions pay rewards the tests would count as theirs: they are ended first.
const { t, touched } = rulesTestApp({ endSeeded: ['promotions'] });

let marketing: StaffSession;
let siteId: number;
let playerSequence = 0;

async function siteIdOf(domain: string): Promise<number> {
  return (await t.app.sites.byDomain(domain)).id;
}

beforeAll(async () => {
  marketing = await t.staffSession('marketing');
  siteId = await siteIdOf('localhost');
});

/** A new verified player of the default site. */
async function newPlayer(): Promise<PlayerSession> {
  const site = await t.site();
  const accountId = `engage${++playerSequence}`;
  expectSuccess(await requestSignup(t, accountId));
  const verified = await t.call('tacVerify', { ...site, account_id: accountId, tac: await t.latestTac(accountId) });
  expectSuccess(verified);
  touched.add(accountId);
  return { auth: verified.token, account_id: accountId };
}

type PromotionBody = operator.OperatorRequest<'engagementPromotionsSave'>;

const BONUS_RULES = {
  kind: 'deposit_bonus',
  percent: 50,
  cap: 30,
  min_deposit: 20,
  wagering_multiplier: 2,
  valid_days: 7,
} as const;

function promotionBody(fields: Partial<PromotionBody> = {}): PromotionBody {
  return {
    site_id: siteId,
    title: { EN: 'Welcome bonus', CN: '欢迎奖金' },
    terms: { EN: '<p>Play <strong>fair</strong><script>alert(1)</script></p>' },
    rules: BONUS_RULES,
    starts_at: new Date(Date.now() - DAY).toISOString(),
    ...fields,
  };
}

async function savePromotion(fields: Partial<PromotionBody> = {}, session = marketing) {
  const saved = await t.backoffice('engagementPromotionsSave', promotionBody(fields), session);
  expectSuccess(saved);
  return saved.value;
}

async function endPromotion(promotionId: number) {
  expectSuccess(
    await t.backoffice(
      'engagementPromotionsSetStatus',
      { site_id: siteId, promotion_id: promotionId, status: 'ended' },
      marketing,
    ),
  );
}

describe('the promotions builder', () => {
  it('creates a deposit bonus with contributions, a maximum bet and eligibility that players of the site see', async () => {
    const created = await savePromotion({
      rules: { ...BONUS_RULES, game_contribution: { slots: 50, livecasino: 10 }, max_bet: 80 },
      eligibility: { min_vip_level: 0, max_vip_level: 3 },
      reason: 'spring campaign',
    });
    expect(created).toMatchObject({
      kind: 'deposit_bonus',
      status: 'active',
      claims: 0,
      open_claims: 0,
      rules: { game_contribution: { slots: 50, livecasino: 10 }, max_bet: 80, first_deposit_only: false },
      eligibility: { min_vip_level: 0, max_vip_level: 3 },
    });
    expect(created.terms.EN).toBe('<p>Play <strong>fair</strong></p>');

    const offered = await t.call('promotionList', { ...(await t.site()), language: 'CN' });
    expectSuccess(offered);
    expect(offered.value.find((each) => each.promotion_id === created.promotion_id)).toMatchObject({
      title: '欢迎奖金',
      rules: { max_bet: 80, game_contribution: { slots: 50 } },
      eligibility: { max_vip_level: 3 },
    });

    const audit = await t.latestAudit('promotions.create');
    expect(audit).toMatchObject({
      target: `promotion:${created.promotion_id}`,
      reason: 'spring campaign',
      siteId,
      role: 'marketing',
    });
    expect(audit?.before).toBeNull();
    expect(audit?.after).toMatchObject({ rules: { max_bet: 80 } });
    const listed = await t.backoffice('engagementPromotionsList', { site_id: siteId }, marketing);
    expectSuccess(listed);
    expect(listed.value.map((each) => each.promotion_id)).toContain(created.promotion_id);
    expect(listed.currency).toBe('USD');
    await endPromotion(created.promotion_id);
  });

  it('keeps what players took up when a live promotion changes: each claim runs on the rules it was made under', async () => {
    const promotion = await savePromotion();
    const early = await newPlayer();
    expectSuccess(await t.call('promotionClaim', { ...early, promotion_id: promotion.promotion_id }));

    const changed = await t.backoffice(
      'engagementPromotionsSave',
      promotionBody({
        promotion_id: promotion.promotion_id,
        rules: { ...BONUS_RULES, percent: 100, cap: 500, wagering_multiplier: 10 },
        reason: 'richer offer',
      }),
      marketing,
    );
    expectSuccess(changed);
    expect(changed.value).toMatchObject({ open_claims: 1, rules: { percent: 100 } });
    const audit = await t.latestAudit('promotions.update');
    expect(audit?.before).toMatchObject({ rules: { percent: 50, cap: 30 } });
    expect(audit?.after).toMatchObject({ rules: { percent: 100, cap: 500 } });

    const late = await newPlayer();
    expectSuccess(await t.call('promotionClaim', { ...late, promotion_id: promotion.promotion_id }));
    await approvedDeposit(t, early, 100);
    await approvedDeposit(t, late, 100);
    // opted in under 50% capped at 30, wagering ×2 of 130; the later player under 100% and ×10 of 200
    expect((await t.call('myPromotions', early)).value?.[0]).toMatchObject({ amount: 30, wagering_required: 260 });
    expect((await t.call('myPromotions', late)).value?.[0]).toMatchObject({ amount: 100, wagering_required: 2000 });
    const [claim] = await t.database.db
      .select()
      .from(promotionClaims)
      .where(eq(promotionClaims.playerId, await playerIdOf(t, early.account_id)));
    expect(claim?.rules).toMatchObject({ percent: 50, cap: '3000' });
    await endPromotion(promotion.promotion_id);
  });

  it('counts a bet towards the wagering by its category contribution, and nothing of a bet above the maximum', async () => {
    const promotion = await savePromotion({ rules: { ...BONUS_RULES, game_contribution: { slots: 50 }, max_bet: 80 } });
    const player = await newPlayer();
    expectSuccess(await t.call('promotionClaim', { ...player, promotion_id: promotion.promotion_id }));
    await approvedDeposit(t, player, 200);
    const table = await slotTable(t, player);
    const big = await table.bet(100_00); // above the maximum bet: counts nothing
    await big.win(0);
    const small = await table.bet(60_00); // a slot at 50%: counts 30
    await small.win(0);
    expect((await t.call('myPromotions', player)).value?.[0]).toMatchObject({
      status: 'active',
      wagering_done: 30,
      wagering_required: 460,
    });
    await endPromotion(promotion.promotion_id);
  });

  it('refuses a player outside its VIP levels, and a first-deposit-only bonus to a player who has deposited', async () => {
    const vipOnly = await savePromotion({ eligibility: { min_vip_level: 3, max_vip_level: null } });
    const player = await newPlayer();
    expect(await t.call('promotionClaim', { ...player, promotion_id: vipOnly.promotion_id })).toMatchObject({
      message: 'promotionNotEligible',
    });
    await endPromotion(vipOnly.promotion_id);

    const welcome = await savePromotion({ rules: { ...BONUS_RULES, first_deposit_only: true } });
    const fresh = await newPlayer();
    expectSuccess(await t.call('promotionClaim', { ...fresh, promotion_id: welcome.promotion_id }));
    await approvedDeposit(t, player, 50);
    expect(await t.call('promotionClaim', { ...player, promotion_id: welcome.promotion_id })).toMatchObject({
      message: 'promotionNotEligible',
    });
    await approvedDeposit(t, fresh, 100);
    expect(await ledgerOf(t, fresh.account_id, 'bonus')).toHaveLength(1);
    await endPromotion(welcome.promotion_id);
  });

  it('runs one referral reward at a time, and an ended promotion stays ended', async () => {
    const referral = await savePromotion({ rules: { kind: 'referral', reward: 15, min_deposit: 50 }, title: { EN: 'Invite' } });
    expect(
      await t.backoffice(
        'engagementPromotionsSave',
        promotionBody({ rules: { kind: 'referral', reward: 20, min_deposit: 10 } }),
        marketing,
      ),
    ).toMatchObject({ message: 'referralPromotionExists' });
    const paused = await t.backoffice(
      'engagementPromotionsSetStatus',
      { site_id: siteId, promotion_id: referral.promotion_id, status: 'paused', reason: 'budget review' },
      marketing,
    );
    expectSuccess(paused);
    const audit = await t.latestAudit('promotions.status');
    expect(audit).toMatchObject({ before: { status: 'active' }, after: { status: 'paused' }, reason: 'budget review' });
    const second = await savePromotion({ rules: { kind: 'referral', reward: 20, min_deposit: 10 } });
    expect(
      await t.backoffice(
        'engagementPromotionsSetStatus',
        { site_id: siteId, promotion_id: referral.promotion_id, status: 'active' },
        marketing,
      ),
    ).toMatchObject({ message: 'referralPromotionExists' });
    await endPromotion(second.promotion_id);
    await endPromotion(referral.promotion_id);
    expect(
      await t.backoffice(
        'engagementPromotionsSetStatus',
        { site_id: siteId, promotion_id: referral.promotion_id, status: 'active' },
        marketing,
      ),
    ).toMatchObject({ message: 'promotionEnded' });
    expect(
      await t.backoffice(
        'engagementPromotionsSave',
        promotionBody({ promotion_id: referral.promotion_id, rules: { kind: 'referral', reward: 30, min_deposit: 50 } }),
        marketing,
      ),
    ).toMatchObject({ message: 'promotionEnded' });
  });

  it('refuses bad input with the field that is wrong', async () => {
    const refused = (field: string, key: string) => ({ httpStatus: 422, message: 'validationFailed', errors: [{ field, key }] });
    expect(
      await t.backoffice(
        'engagementPromotionsSave',
        promotionBody({ ends_at: new Date(Date.now() - 2 * DAY).toISOString() }),
        marketing,
      ),
    ).toMatchObject(refused('ends_at', 'endsBeforeStart'));
    const over = await t.backoffice(
      'engagementPromotionsSave',
      promotionBody({ rules: { ...BONUS_RULES, game_contribution: { slots: 150 } } }),
      marketing,
    );
    expect(over).toMatchObject({ httpStatus: 422, message: 'validationFailed' });
    expect(
      await t.backoffice(
        'engagementPromotionsSave',
        promotionBody({ eligibility: { min_vip_level: 4, max_vip_level: 2 } }),
        marketing,
      ),
    ).toMatchObject(refused('eligibility.max_vip_level', 'maxBelowMin'));
    expect(await t.backoffice('engagementPromotionsSave', promotionBody({ title: { CN: '只有中文' } }), marketing)).toMatchObject(
      refused('title.EN', 'required'),
    );
    expect(
      await t.backoffice('engagementPromotionsSave', promotionBody({ rules: { ...BONUS_RULES, cap: 1.234 } }), marketing),
    ).toMatchObject(refused('rules.cap', 'tooManyDecimals'));
    const bonus = await savePromotion();
    expect(
      await t.backoffice(
        'engagementPromotionsSave',
        promotionBody({ promotion_id: bonus.promotion_id, rules: { kind: 'cashback', percent: 5, cap: 10, period: 'daily' } }),
        marketing,
      ),
    ).toMatchObject(refused('rules.kind', 'invalid'));
    // a promotion of another site is not found through this one
    const elsewhere = await siteIdOf('casino1.localhost');
    expect(
      await t.backoffice(
        'engagementPromotionsSave',
        promotionBody({ site_id: elsewhere, promotion_id: bonus.promotion_id }),
        marketing,
      ),
    ).toMatchObject({ message: 'promotionNotFound' });
    await endPromotion(bonus.promotion_id);
  });
});

describe("the operator API's promotion and mission calls (the CLI's)", () => {
  it('audit with the record before and after, as the API key', async () => {
    const created = await t.operator('promotions/save', {
      domain: 'localhost',
      title: { EN: 'CLI cashback' },
      terms: { EN: '<p>Daily</p>' },
      rules: { kind: 'cashback', percent: 5, cap: 10, period: 'daily' },
      starts_at: new Date().toISOString(),
    });
    expectSuccess(created);
    const id = created.value.promotion_id;
    expectSuccess(
      await t.operator('promotions/save', {
        domain: 'localhost',
        promotion_id: id,
        title: { EN: 'CLI cashback' },
        terms: { EN: '<p>Daily</p>' },
        rules: { kind: 'cashback', percent: 7, cap: 10, period: 'daily' },
        starts_at: new Date().toISOString(),
      }),
    );
    const audit = await t.latestAudit('promotion.update');
    expect(audit).toMatchObject({ actorKind: 'api_key', target: `promotion:${id}` });
    expect(audit?.before).toMatchObject({ rules: { percent: 5 } });
    expect(audit?.after).toMatchObject({ rules: { percent: 7 } });
    expectSuccess(await t.operator('promotions/set_status', { domain: 'localhost', promotion_id: id, status: 'ended' }));
    expect(await t.latestAudit('promotion.status')).toMatchObject({ before: { status: 'active' }, after: { status: 'ended' } });

    const mission = await t.operator('missions/save', {
      domain: 'localhost',
      kind: 'login',
      period: 'daily',
      title: { EN: 'CLI login' },
      target: 1,
      reward_type: 'token',
      reward_amount: 2,
      starts_at: new Date().toISOString(),
    });
    expectSuccess(mission);
    expect(await t.latestAudit('mission.create')).toMatchObject({
      before: null,
      after: { title: { EN: 'CLI login' }, target: 1 },
    });
    expectSuccess(
      await t.operator('missions/set_status', { domain: 'localhost', mission_id: mission.value.mission_id, status: 'ended' }),
    );
  });
});

describe('missions', () => {
  it('creates, changes and pauses a mission with before and after in the audit log', async () => {
    const created = await t.backoffice(
      'engagementMissionsSave',
      {
        site_id: siteId,
        kind: 'wager_on_category',
        period: 'daily',
        title: { EN: 'Spin 50 on slots', CN: '老虎机投注50' },
        target: 50,
        game_type: 'slots',
        reward_type: 'token',
        reward_amount: 5,
        starts_at: new Date(Date.now() - DAY).toISOString(),
      },
      marketing,
    );
    expectSuccess(created);
    expect(created.value).toMatchObject({ kind: 'wager_on_category', target: 50, game_type: 'slots', claims: 0 });
    const id = created.value.mission_id;
    const changed = await t.backoffice(
      'engagementMissionsSave',
      {
        site_id: siteId,
        mission_id: id,
        kind: 'wager_on_category',
        period: 'weekly',
        title: { EN: 'Spin 80 on slots' },
        target: 80,
        game_type: 'slots',
        reward_type: 'bonus',
        reward_amount: 2.5,
        starts_at: new Date(Date.now() - DAY).toISOString(),
      },
      marketing,
    );
    expectSuccess(changed);
    const audit = await t.latestAudit('missions.update');
    expect(audit?.before).toMatchObject({ target: 50, reward_type: 'token', period: 'daily' });
    expect(audit?.after).toMatchObject({ target: 80, reward_type: 'bonus', reward_amount: 2.5, period: 'weekly' });

    const player = await loginDemo(t);
    const seen = await t.call('missionList', { ...player, language: 'EN' });
    expect(seen.value?.find((mission) => mission.mission_id === id)).toMatchObject({ title: 'Spin 80 on slots', target: 80 });
    expectSuccess(
      await t.backoffice('engagementMissionsSetStatus', { site_id: siteId, mission_id: id, status: 'ended' }, marketing),
    );
    expect(
      await t.backoffice('engagementMissionsSetStatus', { site_id: siteId, mission_id: id, status: 'active' }, marketing),
    ).toMatchObject({ message: 'missionEnded' });
    const listed = await t.backoffice('engagementMissionsList', { site_id: siteId }, marketing);
    expect(listed.value?.find((mission) => mission.mission_id === id)?.status).toBe('ended');
  });

  it('refuses a wager mission without a category, a fractional count and fractional tokens', async () => {
    const base = {
      site_id: siteId,
      period: 'daily',
      title: { EN: 'Mission' },
      starts_at: new Date().toISOString(),
    } as const;
    const refused = (field: string, key: string) => ({ message: 'validationFailed', errors: [{ field, key }] });
    expect(
      await t.backoffice(
        'engagementMissionsSave',
        { ...base, kind: 'wager_on_category', target: 10, reward_type: 'token', reward_amount: 1 },
        marketing,
      ),
    ).toMatchObject(refused('game_type', 'required'));
    expect(
      await t.backoffice(
        'engagementMissionsSave',
        { ...base, kind: 'login', target: 1.5, reward_type: 'token', reward_amount: 1 },
        marketing,
      ),
    ).toMatchObject(refused('target', 'wholeNumber'));
    expect(
      await t.backoffice(
        'engagementMissionsSave',
        { ...base, kind: 'login', target: 2, reward_type: 'token', reward_amount: 1.5 },
        marketing,
      ),
    ).toMatchObject(refused('reward_amount', 'wholeNumber'));
    expect(
      await t.backoffice(
        'engagementMissionsSave',
        { ...base, kind: 'wager_on_category', game_type: 'poker', target: 1, reward_type: 'token', reward_amount: 1 },
        marketing,
      ),
    ).toMatchObject({ message: 'validationFailed' });
  });
});

describe('VIP levels', () => {
  it("shows a Chinese site's players their level names in Chinese, English where a level has none", async () => {
    const cnSite = await siteIdOf('casino2.localhost');
    const ladder = await t.backoffice('engagementVipLevelsList', { site_id: cnSite }, marketing);
    expectSuccess(ladder);
    expect(ladder.language).toBe('CN');
    expect(ladder.value[0]?.names).toMatchObject({ EN: 'Bronze', CN: '青铜' });

    const player = await loginDemo(t, 'casino2.localhost');
    const before = await t.call('vip', player);
    expectSuccess(before);
    expect(before.levels.map((level) => level.vip_name).slice(0, 3)).toEqual(['青铜', '白银', '黄金']);

    const levels = ladder.value.map((level) => ({
      names: level.level === 1 ? { EN: 'Silver Star' } : { ...level.names, CN: `${level.names.CN}会员` },
      deposit_required: level.deposit_required,
      turnover_required: level.turnover_required,
      reward_tokens: level.reward_tokens,
    }));
    expectSuccess(await t.backoffice('engagementVipLevelsSave', { site_id: cnSite, levels, reason: 'renamed' }, marketing));
    const after = await t.call('vip', player);
    expect(after.levels?.map((level) => level.vip_name).slice(0, 3)).toEqual(['青铜会员', 'Silver Star', '黄金会员']);
    const audit = await t.latestAudit('vipLevels.save');
    expect(audit).toMatchObject({ siteId: cnSite, reason: 'renamed' });
    expect(audit?.before).toMatchObject({
      levels: expect.arrayContaining([expect.objectContaining({ names: expect.objectContaining({ CN: '白银' }) })]),
    });
    expect(audit?.after).toMatchObject({
      levels: expect.arrayContaining([expect.objectContaining({ names: { EN: 'Silver Star' } })]),
    });
  });

  it("pays a level's token reward once to a player who climbs to it", async () => {
    const levels = [
      { names: { EN: 'Starter' }, deposit_required: 0, turnover_required: 0 },
      { names: { EN: 'Regular', CN: '常客' }, deposit_required: 50, turnover_required: 0, reward_tokens: 10 },
      { names: { EN: 'High roller' }, deposit_required: 5000, turnover_required: 10000, reward_tokens: 500 },
    ];
    const saved = await t.backoffice('engagementVipLevelsSave', { site_id: siteId, levels }, marketing);
    expectSuccess(saved);
    expect(saved.value.map((level) => level.reward_tokens)).toEqual([0, 10, 500]);
    const player = await newPlayer();
    expect((await t.call('vip', player)).currentLevel).toBe(0);
    await approvedDeposit(t, player, 60);
    const [first, second] = await Promise.all([t.call('vip', player), t.call('vip', player)]);
    expect(first).toMatchObject({ currentLevel: 1, nextLevel: [{ vip_name: 'Regular', vip_name_next: 'High roller' }] });
    expect(second.currentLevel).toBe(1);
    expect((await balanceOf(t, player)).tokens).toBe(10);
    expectSuccess(await t.call('vip', player));
    expect((await balanceOf(t, player)).tokens).toBe(10);
  });

  it('refuses a ladder whose first level asks something, or whose thresholds go down', async () => {
    const refused = (field: string, key: string) => ({ message: 'validationFailed', errors: [{ field, key }] });
    expect(
      await t.backoffice(
        'engagementVipLevelsSave',
        { site_id: siteId, levels: [{ names: { EN: 'A' }, deposit_required: 10, turnover_required: 0 }] },
        marketing,
      ),
    ).toMatchObject(refused('levels.0.deposit_required', 'firstLevelFree'));
    expect(
      await t.backoffice(
        'engagementVipLevelsSave',
        {
          site_id: siteId,
          levels: [
            { names: { EN: 'A' }, deposit_required: 0, turnover_required: 0 },
            { names: { EN: 'B' }, deposit_required: 100, turnover_required: 500 },
            { names: { EN: 'C' }, deposit_required: 200, turnover_required: 400 },
          ],
        },
        marketing,
      ),
    ).toMatchObject(refused('levels.2.turnover_required', 'thresholdsNotAscending'));
    expect(
      await t.backoffice(
        'engagementVipLevelsSave',
        { site_id: siteId, levels: [{ names: { CN: '无英文' }, deposit_required: 0, turnover_required: 0 }] },
        marketing,
      ),
    ).toMatchObject(refused('levels.0.names.EN', 'required'));
  });
});

describe('mini games', () => {
  it('shows each prize its chance and the expected return, and saves sane odds the players then draw from', async () => {
    const listed = await t.backoffice('engagementMiniGamesList', { site_id: siteId }, marketing);
    expectSuccess(listed);
    const game = listed.value[0]!;
    const weights = game.prizes.reduce((sum, prize) => sum + prize.weight, 0);
    expect(game.prizes[0]?.chance).toBeCloseTo((game.prizes[0]?.weight ?? 0) / weights, 6);
    expect(game.token_return_percent).toBeLessThanOrEqual(100);

    const saved = await t.backoffice(
      'engagementMiniGamesSave',
      {
        site_id: siteId,
        game_id: game.game_id,
        name: 'Lucky Wheel',
        cost_token: 10,
        enabled: true,
        prizes: [
          { label: 'Nothing', type: 'none', amount: 0, weight: 50 },
          { label: '5 Tokens', type: 'token', amount: 5, weight: 30 },
          { label: '$2', type: 'cash', amount: 2, weight: 20 },
        ],
        reason: 'new odds',
      },
      marketing,
    );
    expectSuccess(saved);
    expect(saved.value).toMatchObject({ expected_tokens: 1.5, expected_cash: 0.4, token_return_percent: 15 });
    expect(saved.value.prizes.map((prize) => prize.chance)).toEqual([0.5, 0.3, 0.2]);
    const audit = await t.latestAudit('miniGames.update');
    expect(audit?.before).toMatchObject({ game_id: game.game_id });
    expect(audit?.after).toMatchObject({
      cost_token: 10,
      prizes: [{ label: 'Nothing' }, { label: '5 Tokens' }, { label: '$2' }],
    });

    const seen = await t.call('miniGameList', await loginDemo(t));
    expect(seen.value?.find((each) => each.game_id === game.game_id)).toMatchObject({
      cost_token: 10,
      prizes: [{ label: 'Nothing' }, { label: '5 Tokens', amount: 5 }, { label: '$2', type: 'cash', amount: 2 }],
    });
  });

  it('refuses odds that give back more tokens than a round costs, draw nothing, or pay nothing', async () => {
    const [game] = (await t.backoffice('engagementMiniGamesList', { site_id: siteId }, marketing)).value ?? [];
    const body = (prizes: contract.MiniGamePrizeInput[]) => ({
      site_id: siteId,
      game_id: game!.game_id,
      name: 'Wheel',
      cost_token: 10,
      enabled: true,
      prizes,
    });
    const refused = (field: string, key: string) => ({ message: 'validationFailed', errors: [{ field, key }] });
    expect(
      await t.backoffice(
        'engagementMiniGamesSave',
        body([
          { label: 'Nothing', type: 'none', amount: 0, weight: 1 },
          { label: '50 Tokens', type: 'token', amount: 50, weight: 1 },
        ]),
        marketing,
      ),
    ).toMatchObject(refused('prizes', 'tokenReturnAboveCost'));
    expect(
      await t.backoffice(
        'engagementMiniGamesSave',
        body([
          { label: 'Nothing', type: 'none', amount: 0, weight: 0 },
          { label: '1 Token', type: 'token', amount: 1, weight: 0 },
        ]),
        marketing,
      ),
    ).toMatchObject(refused('prizes', 'noPrizeDrawn'));
    expect(
      await t.backoffice(
        'engagementMiniGamesSave',
        body([
          { label: 'Nothing', type: 'none', amount: 0, weight: 1 },
          { label: 'Cash', type: 'cash', amount: 0, weight: 1 },
        ]),
        marketing,
      ),
    ).toMatchObject(refused('prizes.1.amount', 'amountNotPositive'));
    const elsewhere = await siteIdOf('casino1.localhost');
    expect(
      await t.backoffice(
        'engagementMiniGamesSave',
        {
          ...body([
            { label: 'Nothing', type: 'none', amount: 0, weight: 1 },
            { label: '1 Token', type: 'token', amount: 1, weight: 1 },
          ]),
          site_id: elsewhere,
        },
        marketing,
      ),
    ).toMatchObject({ message: 'gameNotFound' });
  });
});

describe('roles and tenancy', () => {
  const reads = () =>
    [
      ['engagementPromotionsList', { site_id: siteId }],
      ['engagementMissionsList', { site_id: siteId }],
      ['engagementVipLevelsList', { site_id: siteId }],
      ['engagementMiniGamesList', { site_id: siteId }],
    ] as const;
  const writes = () =>
    [
      ['engagementPromotionsSave', promotionBody()],
      ['engagementPromotionsSetStatus', { site_id: siteId, promotion_id: 1, status: 'paused' }],
      [
        'engagementMissionsSave',
        {
          site_id: siteId,
          kind: 'login',
          period: 'daily',
          title: { EN: 'Log in' },
          target: 1,
          reward_type: 'token',
          reward_amount: 1,
          starts_at: new Date().toISOString(),
        },
      ],
      ['engagementMissionsSetStatus', { site_id: siteId, mission_id: 1, status: 'paused' }],
      [
        'engagementVipLevelsSave',
        { site_id: siteId, levels: [{ names: { EN: 'Only' }, deposit_required: 0, turnover_required: 0 }] },
      ],
      [
        'engagementMiniGamesSave',
        {
          site_id: siteId,
          game_id: 1,
          name: 'Wheel',
          cost_token: 1,
          enabled: true,
          prizes: [
            { label: 'A', type: 'none', amount: 0, weight: 1 },
            { label: 'B', type: 'token', amount: 1, weight: 1 },
          ],
        },
      ],
    ] as const;

  it('lets a read-only member and a cashier look but not change anything', async () => {
    for (const role of ['read_only', 'cashier'] as const) {
      const member = await t.staffSession(role);
      for (const [name, body] of reads()) expectSuccess(await t.backoffice(name, body, member));
      for (const [name, body] of writes()) {
        expect(await t.backoffice(name, body, member)).toMatchObject({ httpStatus: 403, message: 'forbidden' });
      }
    }
  });

  it('refuses every call without a session', async () => {
    for (const [name, body] of [...reads(), ...writes()]) {
      expect(await t.backoffice(name, body, null)).toMatchObject({ httpStatus: 401, message: 'permissionDenied' });
    }
  });

  it("answers siteNotFound for a site outside the member's sites and another operator's", async () => {
    const ph = await siteIdOf('casino1.localhost');
    const phOnly = await t.staffSession('marketing', { siteIds: [ph] });
    expectSuccess(await t.backoffice('engagementPromotionsList', { site_id: ph }, phOnly));
    for (const [name, body] of [...reads(), ...writes()]) {
      expect(await t.backoffice(name, body, phOnly)).toMatchObject({ message: 'siteNotFound' });
    }

    const [other] = await t.database.db.insert(operators).values({ name: 'Rival operator' }).returning({ id: operators.id });
    const [theirSite] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .innerJoin(siteDomains, eq(siteDomains.siteId, sites.id))
      .where(and(like(siteDomains.domain, 'slot7%')))
      .limit(1);
    await t.database.db.update(sites).set({ operatorId: other!.id }).where(eq(sites.id, theirSite!.id));
    t.app.invalidateSite();
    const rival = await t.staffSession('owner', { operatorId: other!.id });
    expectSuccess(await t.backoffice('engagementVipLevelsList', { site_id: theirSite!.id }, rival));
    for (const [name, body] of [...reads(), ...writes()]) {
      expect(await t.backoffice(name, body, rival)).toMatchObject({ message: 'siteNotFound' });
    }
  });
});
