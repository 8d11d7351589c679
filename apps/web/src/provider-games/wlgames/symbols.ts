import type { GameLanguage } from './texts';

interface SymbolLook {
  /** a character every system font has (no emoji font needed), drawn in the symbol's colour */
  glyph: string;
  colour: string;
  name: Record<GameLanguage, string>;
}

const look = (glyph: string, colour: string, EN: string, PHP: string, CN: string): SymbolLook => ({
  glyph,
  colour,
  name: { EN, PHP, CN },
});

/** How each game draws and names its symbols (the server knows only their ids). */
export const SYMBOLS: Record<string, Record<string, SymbolLook>> = {
  lucky_lantern: {
    lantern: look('✺', '#ffc83d', 'Lantern', 'Parol', '灯笼'),
    dragon: look('⚜', '#ff5a4f', 'Dragon', 'Dragon', '龙'),
    koi: look('♓', '#ff9a3d', 'Koi', 'Koi', '锦鲤'),
    ingot: look('⛁', '#f5d76e', 'Gold ingot', 'Gintong ingot', '元宝'),
    firecracker: look('✷', '#ff6f61', 'Firecracker', 'Paputok', '鞭炮'),
    coin: look('⛀', '#e0b84f', 'Coin', 'Barya', '铜钱'),
    orange: look('●', '#ffa24c', 'Orange', 'Dalandan', '橘子'),
    fan: look('◓', '#ff8fb1', 'Fan', 'Pamaypay', '扇子'),
  },
  jade_garden: {
    jade: look('❂', '#3ddc97', 'Jade', 'Jade', '玉'),
    crane: look('♔', '#f4f1ff', 'Crane', 'Tagak', '仙鹤'),
    lotus: look('✿', '#ff8fc8', 'Lotus', 'Lotus', '莲花'),
    bamboo: look('♣', '#7fd66b', 'Bamboo', 'Kawayan', '竹子'),
    teapot: look('☕', '#d9a066', 'Teapot', 'Tsarera', '茶壶'),
    bonsai: look('♠', '#4fbf7a', 'Bonsai', 'Bonsai', '盆景'),
    cherry: look('❀', '#ffb3d1', 'Cherry blossom', 'Bulaklak ng seresa', '樱花'),
    leaf: look('☘', '#a6e36b', 'Leaf', 'Dahon', '叶子'),
  },
  neon_nights: {
    neon: look('⚡', '#4de8ff', 'Neon', 'Neon', '霓虹'),
    diamond: look('♦', '#7fdbff', 'Diamond', 'Diyamante', '钻石'),
    crown: look('♚', '#ffc83d', 'Crown', 'Korona', '皇冠'),
    seven: look('7', '#ff4f6d', 'Seven', 'Pito', '七'),
    star: look('★', '#ffe066', 'Star', 'Bituin', '星星'),
    bar: look('≡', '#f4f1ff', 'Bar', 'Bar', '条'),
    note: look('♫', '#c77dff', 'Music note', 'Nota', '音符'),
    heart: look('♥', '#ff5fa2', 'Heart', 'Puso', '爱心'),
  },
  fruit_fiesta: {
    fiesta: look('✪', '#ffc83d', 'Fiesta', 'Pista', '狂欢'),
    watermelon: look('◒', '#5fd068', 'Watermelon', 'Pakwan', '西瓜'),
    grapes: look('⁂', '#b57bff', 'Grapes', 'Ubas', '葡萄'),
    pineapple: look('✵', '#ffd23f', 'Pineapple', 'Pinya', '菠萝'),
    strawberry: look('♥', '#ff4f4f', 'Strawberry', 'Strawberry', '草莓'),
    lemon: look('◖', '#fff176', 'Lemon', 'Limon', '柠檬'),
    plum: look('●', '#9c6bff', 'Plum', 'Plum', '李子'),
    cherry: look('◉', '#ff3b5c', 'Cherry', 'Seresa', '樱桃'),
  },
};

export function symbolLook(game: string, symbol: string): SymbolLook {
  return SYMBOLS[game]?.[symbol] ?? look('?', 'inherit', symbol, symbol, symbol);
}
