import type { Currency } from '@wl/contract';
import type { missions, newsArticles, PromotionRules, promotions } from '../db/schema/index.js';
import { localAmount } from './sites.js';

/** Demo engagement content of one site: money scaled from US dollars into the site currency. */
export function engagementContentOf(siteId: number, currency: Currency, siteName: string, seededAt: Date) {
  const money = (dollars: number) => localAmount(currency, BigInt(dollars) * 100n);
  const startsAt = new Date(seededAt.getTime() - 86_400_000);
  const promotion = (
    position: number,
    title: Record<string, string>,
    terms: Record<string, string>,
    rules: PromotionRules,
  ): typeof promotions.$inferInsert => ({
    siteId,
    kind: rules.kind,
    title,
    terms,
    image: `/img/banners/promotion-${rules.kind}.svg`,
    rules,
    startsAt,
    position,
  });
  const promotionRows = [
    promotion(
      0,
      { EN: '100% Welcome Bonus', PHP: '100% Bonus sa Pagsali', CN: '100% 首存红利' },
      {
        EN: '<p>Opt in, then deposit: we match it 100% up to the cap. Wager 10 times the bonus and deposit before withdrawing. The bonus expires after 14 days.</p>',
        PHP: '<p>Mag-opt in, saka mag-deposit: tutumbasan namin ito nang 100% hanggang sa cap. I-wager nang 10 beses ang bonus at deposit bago mag-withdraw. Mawawala ang bonus pagkalipas ng 14 na araw.</p>',
        CN: '<p>先参加活动再存款：我们按存款的 100% 赠送红利，以上限为准。提款前需完成红利加存款 10 倍的流水。红利 14 天后失效。</p>',
      },
      {
        kind: 'deposit_bonus',
        percent: 100,
        cap: money(100).toString(),
        minDeposit: money(20).toString(),
        wageringMultiplier: 10,
        validDays: 14,
      },
    ),
    promotion(
      1,
      { EN: '10% Daily Cashback', PHP: '10% Araw-araw na Balik-pera', CN: '10% 每日返水' },
      {
        EN: "<p>Get back 10% of yesterday's net loss, once a day.</p>",
        PHP: '<p>Makuha muli ang 10% ng net loss kahapon, isang beses bawat araw.</p>',
        CN: '<p>每天可领取昨日净亏损的 10%，每日一次。</p>',
      },
      { kind: 'cashback', percent: 10, cap: money(200).toString(), period: 'daily' },
    ),
    promotion(
      2,
      { EN: 'First Deposit Tokens', PHP: 'Tokens sa Unang Deposit', CN: '首存代币' },
      {
        EN: '<p>20 mini game tokens when your first deposit is approved.</p>',
        PHP: '<p>20 mini game tokens kapag naaprubahan ang iyong unang deposit.</p>',
        CN: '<p>首笔存款批准后获得 20 个小游戏代币。</p>',
      },
      { kind: 'event_tokens', event: 'first_deposit', vipLevel: 0, tokens: '20' },
    ),
    promotion(
      3,
      { EN: 'VIP 1 Tokens', PHP: 'Mga Token ng VIP 1', CN: 'VIP 1 代币' },
      {
        EN: '<p>Reach VIP level 1 and claim 50 mini game tokens.</p>',
        PHP: '<p>Umabot sa VIP level 1 at i-claim ang 50 mini game tokens.</p>',
        CN: '<p>达到 VIP 1 级即可领取 50 个小游戏代币。</p>',
      },
      { kind: 'event_tokens', event: 'vip_level', vipLevel: 1, tokens: '50' },
    ),
    promotion(
      4,
      { EN: 'Refer a Friend', PHP: 'Mag-refer ng Kaibigan', CN: '推荐好友' },
      {
        EN: '<p>Share your link: when a friend’s first deposit of at least the minimum is approved, you get the reward.</p>',
        PHP: '<p>Ibahagi ang iyong link: kapag naaprubahan ang unang deposit ng kaibigan na hindi bababa sa minimum, makukuha mo ang reward.</p>',
        CN: '<p>分享您的链接：好友首笔存款达到最低金额并获批准后，您将获得奖励。</p>',
      },
      { kind: 'referral', reward: money(10).toString(), minDeposit: money(20).toString() },
    ),
  ];
  const missionRows: (typeof missions.$inferInsert)[] = [
    {
      siteId,
      kind: 'login',
      period: 'daily',
      title: { EN: 'Log in today', PHP: 'Mag-log in ngayon', CN: '今日登录' },
      target: 1n,
      rewardType: 'token',
      rewardAmount: 5n,
      startsAt,
      position: 0,
    },
    {
      siteId,
      kind: 'deposit_at_least',
      period: 'daily',
      title: { EN: 'Deposit today', PHP: 'Mag-deposit ngayon', CN: '今日存款' },
      target: money(20),
      rewardType: 'token',
      rewardAmount: 10n,
      startsAt,
      position: 1,
    },
    {
      siteId,
      kind: 'wager_on_category',
      period: 'weekly',
      title: { EN: 'Wager on slots this week', PHP: 'Mag-wager sa slots ngayong linggo', CN: '本周投注老虎机' },
      target: money(100),
      gameType: 'slots',
      rewardType: 'bonus',
      rewardAmount: money(2),
      startsAt,
      position: 2,
    },
    {
      siteId,
      kind: 'play_mini_games',
      period: 'daily',
      title: { EN: 'Play 3 mini games', PHP: 'Maglaro ng 3 mini games', CN: '玩 3 次小游戏' },
      target: 3n,
      rewardType: 'token',
      rewardAmount: 5n,
      startsAt,
      position: 3,
    },
  ];
  const newsRows: (typeof newsArticles.$inferInsert)[] = [
    {
      siteId,
      title: { EN: `Welcome to ${siteName}`, PHP: `Maligayang pagdating sa ${siteName}`, CN: `欢迎来到 ${siteName}` },
      body: {
        EN: '<p>New promotions, daily missions and a referral programme are live.</p>',
        PHP: '<p>Live na ang mga bagong promosyon, daily missions at referral programme.</p>',
        CN: '<p>全新优惠、每日任务和推荐计划现已上线。</p>',
      },
      image: '/img/banners/news-welcome.svg',
      publishedAt: new Date(seededAt.getTime() - 2 * 86_400_000),
    },
    {
      siteId,
      title: { EN: 'Mini games weekend', PHP: 'Weekend ng mga mini game', CN: '小游戏周末' },
      body: {
        EN: '<p>Claim free tokens from missions and try every mini game.</p>',
        PHP: '<p>Mag-claim ng libreng tokens mula sa missions at subukan ang bawat mini game.</p>',
        CN: '<p>通过任务领取免费代币，体验所有小游戏。</p>',
      },
      image: '/img/banners/news-minigames.svg',
      publishedAt: new Date(seededAt.getTime() - 86_400_000),
    },
  ];
  return { promotionRows, missionRows, newsRows };
}
