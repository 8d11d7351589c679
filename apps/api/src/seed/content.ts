import type { CmsPage, Language } from '@wl/contract';
import { DEMO_CASHIER_US_CENTS, type DemoSite, formatAmount, localAmount } from './sites.js';

/** The texts of the demo sites: CMS pages and SEO records, in English and, where a site has one, its local language. */

interface TextContext {
  name: string;
  currency: string;
  email: string;
  minDeposit: string;
  minWithdrawal: string;
}

type Texts = Record<CmsPage, (context: TextContext) => string>;

const ENGLISH_CMS: Texts = {
  about_us: ({ name, currency, email }) =>
    `<h2>About ${name}</h2>
<p>${name} is an online gaming site with slots, live casino, sports betting and more from licensed game providers. Players enjoy fast deposits in ${currency}, daily promotions and a VIP programme that rewards every bet.</p>
<h3>What we stand for</h3>
<ul><li>Fair games from audited providers</li><li>Fast and secure payments</li><li>Friendly support around the clock</li><li>Responsible gaming tools for every player</li></ul>
<p>Questions? Write to <a href="mailto:${email}">${email}</a>.</p>`,
  privacy_policy: ({ name, email }) =>
    `<h2>Privacy Policy</h2>
<p>This policy explains what personal data ${name} collects, why, and how it is protected.</p>
<h3>Data we collect</h3>
<ul><li>Account details: account ID, full name, email address and mobile number</li><li>Transaction records: deposits, withdrawals, bets and winnings</li><li>Technical data: IP address, device and browser type</li></ul>
<h3>How we use it</h3>
<p>We use your data to run your account, process payments, verify your identity and prevent fraud, and, if you agree, to send you offers. We never sell personal data.</p>
<h3>Your rights</h3>
<p>You may ask to see, correct or delete your data by writing to ${email}. Records the law requires us to keep are retained for the period it sets.</p>`,
  responsible_gaming: ({ name }) =>
    `<h2>Responsible Gaming</h2>
<p>Gaming should be entertainment, not a way to make money. ${name} gives you tools to stay in control.</p>
<ul><li>Set daily, weekly or monthly deposit limits</li><li>Take a break of 24 hours, 72 hours, 7 days, 14 days, 30 days or 6 weeks</li><li>Exclude yourself for 6 months, 1 year, 5 years or permanently: an exclusion can be made longer, never shorter</li><li>Review your bet and transaction history at any time</li></ul>
<h3>Warning signs</h3>
<p>Chasing losses, betting more than you can afford or hiding your play from others are signs to stop. Contact our support team to set a limit or close your account.</p>
<p>Only players aged 18 or over may open an account.</p>`,
  banking: ({ name, currency, minDeposit, minWithdrawal }) =>
    `<h2>Banking</h2>
<p>All transactions on ${name} are in ${currency}.</p>
<h3>Deposits</h3>
<ul><li>Minimum deposit: ${minDeposit}</li><li>Deposits are credited within minutes once the payment is confirmed</li><li>Pay from an account in your own name</li></ul>
<h3>Withdrawals</h3>
<ul><li>Minimum withdrawal: ${minWithdrawal}</li><li>Most withdrawals are processed within 24 hours</li><li>Withdrawals are paid to a bank account registered in your profile</li><li>Bonus funds must meet their turnover requirement before they can be withdrawn</li></ul>`,
  faqs: () =>
    `<h2>Frequently Asked Questions</h2>
<h3>How do I register?</h3>
<p>Tap Register, choose an account ID and a password, and enter your mobile number. We send a TAC code by SMS to verify it.</p>
<h3>I forgot my password. What now?</h3>
<p>Use Forgot Password with your account ID and registered mobile number. We send a TAC code so you can set a new password.</p>
<h3>How long do withdrawals take?</h3>
<p>Most are processed within 24 hours after the request is approved.</p>
<h3>What are tokens?</h3>
<p>Tokens are spent in mini games such as the Lucky Wheel and the Treasure Box. You earn them from promotions and inbox rewards.</p>
<h3>How does VIP work?</h3>
<p>Your VIP level rises with your total deposits and turnover. Higher levels unlock better rewards.</p>`,
  term_condition: ({ name }) =>
    `<h2>Terms and Conditions</h2>
<p>By opening an account with ${name} you accept these terms.</p>
<ul><li>You must be 18 or older and allowed to gamble where you live.</li><li>One account per person, household and device.</li><li>Your account is for your own use: keep your password secret.</li><li>Every bonus carries the turnover requirement stated in its promotion.</li><li>Accounts involved in fraud, collusion or bonus abuse may be suspended.</li><li>Games are settled by the records of the game provider.</li></ul>
<p>We may update these terms; the version on this page applies.</p>`,
};

const FILIPINO_CMS: Texts = {
  about_us: ({ name, currency, email }) =>
    `<h2>Tungkol sa ${name}</h2>
<p>Ang ${name} ay isang online gaming site na may slots, live casino, pagtaya sa sports at iba pa mula sa mga lisensyadong game provider. Mabilis ang deposito sa ${currency}, may araw-araw na promosyon at VIP programa na nagbibigay-gantimpala sa bawat taya.</p>
<h3>Ang aming paninindigan</h3>
<ul><li>Patas na mga laro mula sa mga na-audit na provider</li><li>Mabilis at ligtas na pagbabayad</li><li>Magiliw na suporta buong araw, araw-araw</li><li>Mga kasangkapan para sa responsableng paglalaro</li></ul>
<p>May tanong? Sumulat sa <a href="mailto:${email}">${email}</a>.</p>`,
  privacy_policy: ({ name, email }) =>
    `<h2>Patakaran sa Privacy</h2>
<p>Ipinapaliwanag ng patakarang ito kung anong personal na datos ang kinokolekta ng ${name}, kung bakit, at kung paano ito pinoprotektahan.</p>
<h3>Datos na kinokolekta namin</h3>
<ul><li>Detalye ng account: account ID, buong pangalan, email at numero ng mobile</li><li>Mga rekord ng transaksyon: deposito, withdrawal, taya at panalo</li><li>Teknikal na datos: IP address, uri ng device at browser</li></ul>
<h3>Paano namin ito ginagamit</h3>
<p>Ginagamit namin ang iyong datos para patakbuhin ang iyong account, iproseso ang bayad, i-verify ang iyong pagkakakilanlan at pigilan ang panloloko. Hindi namin ibinebenta ang personal na datos.</p>
<h3>Ang iyong mga karapatan</h3>
<p>Maaari mong hilingin na makita, itama o burahin ang iyong datos sa pamamagitan ng ${email}.</p>`,
  responsible_gaming: ({ name }) =>
    `<h2>Responsableng Paglalaro</h2>
<p>Ang paglalaro ay dapat libangan, hindi paraan ng paghahanapbuhay. May mga kasangkapan ang ${name} para manatili kang may kontrol.</p>
<ul><li>Magtakda ng limitasyon sa deposito kada araw, linggo o buwan</li><li>Magpahinga nang 24 oras, 72 oras, 7 araw, 14 araw, 30 araw o 6 na linggo</li><li>Ibukod ang sarili nang 6 na buwan, 1 taon, 5 taon o habambuhay: maaari itong pahabain pero hindi paikliin</li><li>Tingnan ang kasaysayan ng taya at transaksyon anumang oras</li></ul>
<h3>Mga babala</h3>
<p>Ang paghabol sa talo, pagtaya nang higit sa kaya, o pagtatago ng paglalaro ay mga senyales na dapat nang huminto. Makipag-ugnayan sa aming suporta para magtakda ng limitasyon o isara ang iyong account.</p>
<p>Tanging mga manlalarong 18 taong gulang pataas ang maaaring magbukas ng account.</p>`,
  banking: ({ name, currency, minDeposit, minWithdrawal }) =>
    `<h2>Pagbabangko</h2>
<p>Lahat ng transaksyon sa ${name} ay nasa ${currency}.</p>
<h3>Deposito</h3>
<ul><li>Pinakamababang deposito: ${minDeposit}</li><li>Naikikredito ang deposito sa loob ng ilang minuto matapos makumpirma ang bayad</li><li>Gumamit ng payment account na nakapangalan sa iyo</li></ul>
<h3>Pag-withdraw</h3>
<ul><li>Pinakamababang withdrawal: ${minWithdrawal}</li><li>Karamihan ng withdrawal ay napoproseso sa loob ng 24 oras</li><li>Ipinapadala ang withdrawal sa bank account na nakarehistro sa iyong profile</li><li>Kailangang matugunan ng bonus ang turnover bago ito ma-withdraw</li></ul>`,
  faqs: () =>
    `<h2>Mga Madalas Itanong</h2>
<h3>Paano magparehistro?</h3>
<p>Pindutin ang Register, pumili ng account ID at password, at ilagay ang iyong numero ng mobile. Magpapadala kami ng TAC code sa SMS para i-verify ito.</p>
<h3>Nakalimutan ko ang password ko. Ano ang gagawin?</h3>
<p>Gamitin ang Forgot Password kasama ang iyong account ID at rehistradong numero ng mobile. Magpapadala kami ng TAC code para makapagtakda ka ng bagong password.</p>
<h3>Gaano katagal ang withdrawal?</h3>
<p>Karamihan ay napoproseso sa loob ng 24 oras matapos maaprubahan ang kahilingan.</p>
<h3>Ano ang tokens?</h3>
<p>Ginagamit ang tokens sa mga mini game gaya ng Lucky Wheel at Treasure Box. Nakukuha mo ang mga ito mula sa promosyon at gantimpala sa inbox.</p>
<h3>Paano gumagana ang VIP?</h3>
<p>Tumataas ang iyong VIP level ayon sa kabuuang deposito at turnover. Mas mataas na level, mas magandang gantimpala.</p>`,
  term_condition: ({ name }) =>
    `<h2>Mga Tuntunin at Kundisyon</h2>
<p>Sa pagbubukas ng account sa ${name}, tinatanggap mo ang mga tuntuning ito.</p>
<ul><li>Dapat ay 18 taong gulang pataas ka at pinapayagang maglaro kung saan ka nakatira.</li><li>Isang account lamang bawat tao, sambahayan at device.</li><li>Para sa iyo lamang ang iyong account: ingatan ang iyong password.</li><li>May turnover requirement ang bawat bonus na nakasaad sa promosyon nito.</li><li>Maaaring suspindihin ang mga account na sangkot sa panloloko, sabwatan o pang-aabuso sa bonus.</li><li>Ang resulta ng laro ay batay sa rekord ng game provider.</li></ul>
<p>Maaari naming baguhin ang mga tuntuning ito; ang bersyon sa pahinang ito ang umiiral.</p>`,
};

const CHINESE_CMS: Texts = {
  about_us: ({ name, currency, email }) =>
    `<h2>关于${name}</h2>
<p>${name}是一家在线游戏平台，提供来自正规授权游戏供应商的老虎机、真人娱乐、体育投注等游戏。玩家可使用${currency}快速存款，享受每日优惠以及回馈每一笔投注的VIP计划。</p>
<h3>我们的承诺</h3>
<ul><li>经过审核的公平游戏</li><li>快速、安全的支付</li><li>全天候贴心客服</li><li>为每位玩家提供负责任博彩工具</li></ul>
<p>如有疑问，请发送邮件至<a href="mailto:${email}">${email}</a>。</p>`,
  privacy_policy: ({ name, email }) =>
    `<h2>隐私政策</h2>
<p>本政策说明${name}收集哪些个人资料、收集的原因以及如何保护这些资料。</p>
<h3>我们收集的资料</h3>
<ul><li>账户资料：账号、姓名、电子邮箱和手机号码</li><li>交易记录：存款、提款、投注和派彩</li><li>技术资料：IP地址、设备和浏览器类型</li></ul>
<h3>资料用途</h3>
<p>我们使用您的资料来管理账户、处理付款、核实身份并防范欺诈。我们绝不出售个人资料。</p>
<h3>您的权利</h3>
<p>您可以发送邮件至${email}，要求查阅、更正或删除您的资料。</p>`,
  responsible_gaming: ({ name }) =>
    `<h2>负责任博彩</h2>
<p>游戏应当是一种娱乐，而不是赚钱的途径。${name}提供多种工具，帮助您保持自控。</p>
<ul><li>设置每日、每周或每月存款限额</li><li>设置24小时、72小时、7天、14天、30天或6周的冷静期</li><li>自我排除6个月、1年、5年或永久：排除期只能延长，不能缩短</li><li>随时查看投注和交易记录</li></ul>
<h3>警示信号</h3>
<p>追逐亏损、投注超出承受能力或向他人隐瞒游戏行为，都是应当停止的信号。请联系客服设置限额或关闭账户。</p>
<p>仅限年满18岁的玩家开设账户。</p>`,
  banking: ({ name, currency, minDeposit, minWithdrawal }) =>
    `<h2>存取款</h2>
<p>${name}的所有交易均以${currency}结算。</p>
<h3>存款</h3>
<ul><li>最低存款：${minDeposit}</li><li>付款确认后数分钟内到账</li><li>请使用本人名下的支付账户</li></ul>
<h3>提款</h3>
<ul><li>最低提款：${minWithdrawal}</li><li>大部分提款在24小时内处理完毕</li><li>提款将转入您资料中登记的银行账户</li><li>红利资金须完成流水要求后方可提款</li></ul>`,
  faqs: () =>
    `<h2>常见问题</h2>
<h3>如何注册？</h3>
<p>点击注册，设置账号和密码并输入手机号码，我们会通过短信发送TAC验证码进行验证。</p>
<h3>忘记密码怎么办？</h3>
<p>使用"忘记密码"功能，输入账号和注册手机号码，我们会发送TAC验证码，方便您设置新密码。</p>
<h3>提款需要多长时间？</h3>
<p>申请通过后，大部分提款在24小时内处理完毕。</p>
<h3>什么是代币？</h3>
<p>代币用于幸运转盘和宝箱等小游戏，可通过优惠活动和站内信奖励获得。</p>
<h3>VIP如何运作？</h3>
<p>VIP等级随累计存款和流水提升，等级越高，奖励越丰厚。</p>`,
  term_condition: ({ name }) =>
    `<h2>条款与条件</h2>
<p>在${name}开设账户即表示您接受以下条款。</p>
<ul><li>您必须年满18岁，且所在地法律允许参与博彩。</li><li>每人、每户、每台设备仅限一个账户。</li><li>账户仅供本人使用，请妥善保管密码。</li><li>各项红利均须满足优惠中注明的流水要求。</li><li>涉及欺诈、串通或滥用红利的账户可能被暂停。</li><li>游戏结果以游戏供应商的记录为准。</li></ul>
<p>我们可能更新本条款，以本页面所载版本为准。</p>`,
};

/** Local texts exist for the languages with message files other than English. */
const LOCAL_CMS: Partial<Record<Language, Texts>> = { PHP: FILIPINO_CMS, CN: CHINESE_CMS };

export function supportEmail(site: DemoSite): string {
  return `support@${site.brandDomain}`;
}

function textContext(site: DemoSite): TextContext {
  return {
    name: site.name,
    currency: site.currency,
    email: supportEmail(site),
    // The banking page states the site's cashier rule: one minimum per request, both ways.
    minDeposit: formatAmount(site.currency, localAmount(site.currency, DEMO_CASHIER_US_CENTS.min)),
    minWithdrawal: formatAmount(site.currency, localAmount(site.currency, DEMO_CASHIER_US_CENTS.min)),
  };
}

export function cmsBody(site: DemoSite, page: CmsPage): { enBody: string; localBody: string } {
  const context = textContext(site);
  const local = LOCAL_CMS[site.language];
  return { enBody: ENGLISH_CMS[page](context), localBody: local ? local[page](context) : '' };
}

interface SeoText {
  path: string;
  title: string;
  description: string;
  keywords: string;
  body: string;
}

export const SEO_PAGE_NAMES = ['home', 'about', 'promotions', 'slots'] as const;
type SeoPageName = (typeof SEO_PAGE_NAMES)[number];

const ENGLISH_SEO: Record<SeoPageName, (name: string) => SeoText> = {
  home: (name) => ({
    path: '/',
    title: 'Home',
    description: `Play slots, live casino, fishing and sports betting at ${name}. Fast deposits, daily promotions and VIP rewards.`,
    keywords: 'online casino, slots, live casino, sports betting, fishing games, promotions',
    body: `<p>Welcome to ${name}: hundreds of games from top providers, instant deposits and rewards every day.</p>`,
  }),
  about: (name) => ({
    path: '/about',
    title: 'About Us',
    description: `Who we are at ${name}: licensed games, secure payments and support around the clock.`,
    keywords: 'about us, licensed casino, secure payments, customer support',
    body: `<p>${name} brings licensed games, secure payments and friendly support together in one place.</p>`,
  }),
  promotions: (name) => ({
    path: '/promotions',
    title: 'Promotions',
    description: `Welcome bonus, daily cashback and free tokens: the latest promotions at ${name}.`,
    keywords: 'casino promotions, welcome bonus, cashback, free spins, tokens',
    body: `<p>Claim your welcome bonus and check back daily for new offers at ${name}.</p>`,
  }),
  slots: (name) => ({
    path: '/slots',
    title: 'Slots',
    description: `Hot slot games from JILI, Pragmatic Play, PG Soft, FA CHAI and more at ${name}.`,
    keywords: 'slots, slot games, jackpot, JILI, Pragmatic Play, PG Soft, FA CHAI',
    body: `<p>Spin the most popular slots with big jackpots and free-spin features at ${name}.</p>`,
  }),
};

const LOCAL_SEO: Partial<
  Record<Language, Record<SeoPageName, { title: string; description: (name: string) => string; body: (name: string) => string }>>
> = {
  PHP: {
    home: {
      title: 'Tahanan',
      description: (name) =>
        `Maglaro ng slots, live na casino, pangingisda at pagtaya sa palakasan sa ${name}. Mabilis na deposito, araw-araw na promo at gantimpala ng VIP.`,
      body: (name) => `<p>Maligayang pagdating sa ${name}: daan-daang laro, mabilis na deposito at gantimpala araw-araw.</p>`,
    },
    about: {
      title: 'Tungkol sa Amin',
      description: (name) => `Sino kami sa ${name}: mga lisensyadong laro, ligtas na bayad at suporta buong araw.`,
      body: (name) => `<p>Pinagsasama ng ${name} ang mga lisensyadong laro, ligtas na bayad at magiliw na suporta.</p>`,
    },
    promotions: {
      title: 'Mga Promosyon',
      description: (name) => `Bonus sa pagsali, araw-araw na balik-pera at libreng token: ang pinakabagong promo sa ${name}.`,
      body: (name) => `<p>Kunin ang iyong welcome bonus at bumalik araw-araw para sa bagong alok ng ${name}.</p>`,
    },
    slots: {
      title: 'Slots',
      description: (name) => `Mga patok na slot game mula sa JILI, Pragmatic Play, PG Soft, FA CHAI at iba pa sa ${name}.`,
      body: (name) => `<p>Laruin ang pinakasikat na slots na may malalaking jackpot sa ${name}.</p>`,
    },
  },
  CN: {
    home: {
      title: '首页',
      description: (name) => `在${name}畅玩老虎机、真人娱乐场、捕鱼和体育投注。快速存款、每日优惠和VIP奖励。`,
      body: (name) => `<p>欢迎来到${name}：数百款顶级游戏、即时存款、每日奖励。</p>`,
    },
    about: {
      title: '关于我们',
      description: (name) => `关于${name}：正规授权游戏、安全支付和全天候客服。`,
      body: (name) => `<p>${name}汇集正规授权游戏、安全支付和贴心客服。</p>`,
    },
    promotions: {
      title: '优惠活动',
      description: (name) => `首存红利、每日返水和免费代币：${name}的最新优惠。`,
      body: (name) => `<p>领取您的首存红利，每天回来查看${name}的最新优惠。</p>`,
    },
    slots: {
      title: '老虎机',
      description: (name) => `在${name}畅玩JILI、Pragmatic Play、PG Soft、FA CHAI等热门老虎机游戏。`,
      body: (name) => `<p>在${name}畅玩最热门的老虎机，赢取超级大奖。</p>`,
    },
  },
};

const META_LANG: Partial<Record<Language, string>> = { PHP: 'fil', CN: 'zh-CN' };

/** The home page's title after the site's name. */
const HOME_TAGLINE: Partial<Record<Language, string>> & { EN: string } = {
  EN: 'Online Casino, Slots & Sports',
  PHP: 'Online na Casino, Slots at Palakasan',
  CN: '在线娱乐场、老虎机与体育',
};

export function seoRecord(site: DemoSite, page: SeoPageName) {
  const text = ENGLISH_SEO[page](site.name);
  const local = LOCAL_SEO[site.language]?.[page];
  const url = `https://www.${site.brandDomain}${text.path}`;
  return {
    pageName: page,
    enItemName: text.title,
    enBody: text.body,
    localItemName: local?.title ?? '',
    localBody: local?.body(site.name) ?? '',
    metaTitle: page === 'home' ? `${site.name} | ${HOME_TAGLINE.EN}` : `${text.title} | ${site.name}`,
    // The tab's title and the description in the site's language (issue 20: they were English only).
    localMetaTitle: local
      ? page === 'home'
        ? `${site.name} | ${HOME_TAGLINE[site.language]}`
        : `${local.title} | ${site.name}`
      : '',
    localMetaDesc: local?.description(site.name) ?? '',
    metaDesc: text.description,
    metaKeywords: text.keywords,
    metaUrl: url,
    metaCanonical: url,
    metaAuthor: site.name,
    metaPublisher: site.name,
    metaLang: META_LANG[site.language] ?? 'en',
    metaImageUrl: `https://www.${site.brandDomain}/img/og/${page}.jpg`,
  };
}
