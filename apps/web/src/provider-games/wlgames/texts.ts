/** The game client's languages: the launch's lang, English for the ones without texts. */
export const GAME_LANGUAGES = ['EN', 'PHP', 'CN'] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];

export function gameLanguage(lang: string | null): GameLanguage {
  return (GAME_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as GameLanguage) : 'EN';
}

/** The html lang of each game language. */
export const HTML_LANG: Record<GameLanguage, string> = { EN: 'en', PHP: 'fil', CN: 'zh-CN' };

const EN = {
  loading: 'Loading the game…',
  balance: 'Balance',
  funBalance: 'Demo balance (not money)',
  bet: 'Bet',
  spin: 'Spin',
  spinning: 'Spinning…',
  win: 'You win {amount}',
  noWin: 'No win this round',
  lineWin: 'Line {line}: {count} × {symbol}, {amount}',
  reels: 'Reels',
  rulesTitle: 'Paytable and rules',
  symbol: 'Symbol',
  inARow: '{count} in a row',
  rulesLines: 'Ten fixed paylines pay from the leftmost reel to the right; each line pays its highest win only.',
  rulesWild: '{symbol} is wild: it stands in for every symbol and pays its own line.',
  rulesPays: 'Pays below are for the current bet (one tenth of it per line).',
  rulesRtp: 'Return to player: {rtp}%. The largest win of a round is {max} times the bet.',
  rulesRandom: 'Every result is drawn on the server with a cryptographically secure random number generator.',
  paylines: 'Paylines',
  line: 'Line {line}',
  insufficientBalance: 'Not enough balance for this bet. Lower the bet or make a deposit.',
  sessionExpired: 'This game session has ended. Close the game and open it again from the lobby.',
  tooManyRequests: 'Too fast: wait a moment, then spin again.',
  serviceUnavailable: 'The game could not reach your wallet. Nothing was charged; try again in a moment.',
  gameNotFound: 'This game does not exist.',
  missingLaunch: 'This game was opened without its launch link. Open it from a game lobby.',
} as const;

export type GameTextKey = keyof typeof EN;

const PHP: Record<GameTextKey, string> = {
  loading: 'Nilo-load ang laro…',
  balance: 'Balanse',
  funBalance: 'Demo na balanse (hindi pera)',
  bet: 'Taya',
  spin: 'Paikutin',
  spinning: 'Umiikot…',
  win: 'Nanalo ka ng {amount}',
  noWin: 'Walang panalo sa round na ito',
  lineWin: 'Linya {line}: {count} × {symbol}, {amount}',
  reels: 'Mga reel',
  rulesTitle: 'Talaan ng bayad at mga patakaran',
  symbol: 'Simbolo',
  inARow: '{count} na magkakasunod',
  rulesLines:
    'Sampung nakapirming payline ang nagbabayad mula sa pinakakaliwang reel pakanan; ang pinakamataas na panalo lang ng bawat linya ang binabayaran.',
  rulesWild: 'Wild ang {symbol}: pumapalit ito sa bawat simbolo at may sarili itong bayad sa linya.',
  rulesPays: 'Ang mga bayad sa ibaba ay para sa kasalukuyang taya (ikasampung bahagi nito bawat linya).',
  rulesRtp: 'Balik sa manlalaro: {rtp}%. Ang pinakamalaking panalo sa isang round ay {max} beses ng taya.',
  rulesRandom: 'Bawat resulta ay binubunot sa server gamit ang cryptographically secure na random number generator.',
  paylines: 'Mga payline',
  line: 'Linya {line}',
  insufficientBalance: 'Kulang ang balanse para sa tayang ito. Babaan ang taya o mag-deposito.',
  sessionExpired: 'Tapos na ang session ng larong ito. Isara ang laro at buksan muli mula sa lobby.',
  tooManyRequests: 'Masyadong mabilis: maghintay sandali, saka paikutin muli.',
  serviceUnavailable: 'Hindi maabot ng laro ang iyong wallet. Walang nasingil; subukang muli mamaya.',
  gameNotFound: 'Walang ganitong laro.',
  missingLaunch: 'Binuksan ang larong ito nang walang launch link. Buksan ito mula sa game lobby.',
};

const CN: Record<GameTextKey, string> = {
  loading: '游戏加载中…',
  balance: '余额',
  funBalance: '试玩余额（非真钱）',
  bet: '投注',
  spin: '旋转',
  spinning: '旋转中…',
  win: '赢得 {amount}',
  noWin: '本局未中奖',
  lineWin: '第 {line} 线：{count} × {symbol}，{amount}',
  reels: '转轴',
  rulesTitle: '赔付表与规则',
  symbol: '符号',
  inARow: '{count} 连',
  rulesLines: '十条固定赔付线，从最左边的转轴向右计算；每条线只支付其最高奖金。',
  rulesWild: '{symbol} 为百搭：可替代所有符号，并按自身赔率支付。',
  rulesPays: '下列赔付按当前投注计算（每条线为投注的十分之一）。',
  rulesRtp: '玩家回报率：{rtp}%。单局最高奖金为投注的 {max} 倍。',
  rulesRandom: '每局结果均在服务器上由密码学安全的随机数生成器产生。',
  paylines: '赔付线',
  line: '第 {line} 线',
  insufficientBalance: '余额不足以支付此投注。请降低投注或先存款。',
  sessionExpired: '本次游戏会话已结束。请关闭游戏并从大厅重新打开。',
  tooManyRequests: '操作过快：请稍候再旋转。',
  serviceUnavailable: '游戏暂时无法连接您的钱包。未扣任何款项，请稍后重试。',
  gameNotFound: '该游戏不存在。',
  missingLaunch: '此游戏缺少启动链接。请从游戏大厅打开。',
};

export const GAME_TEXTS: Record<GameLanguage, Record<GameTextKey, string>> = { EN, PHP, CN };

/** The failures the client explains; any other refusal reads as the wallet being unreachable. */
const EXPLAINED = new Set<string>([
  'insufficientBalance',
  'sessionExpired',
  'tooManyRequests',
  'gameNotFound',
  'serviceUnavailable',
]);
export const failureText = (key: string): GameTextKey => (EXPLAINED.has(key) ? (key as GameTextKey) : 'serviceUnavailable');

export type Translate = (key: GameTextKey, values?: Record<string, string | number>) => string;

export function translator(language: GameLanguage): Translate {
  return (key, values = {}) =>
    GAME_TEXTS[language][key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
