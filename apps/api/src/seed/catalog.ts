import type { ProductCategory } from '@wl/contract';

/** The demo game catalogue: providers, their games and the built-in curated lists. */

export interface CatalogProvider {
  code: string;
  name: string;
  category: ProductCategory;
  logoCode: string;
}

export interface CatalogGame {
  providerCode: string;
  gameCode: string;
  gameName: string;
  gameType: ProductCategory;
  imgUrl: string;
}

export interface GameRef {
  provider_code: string;
  game_code: string;
}

interface ProviderWithGames extends CatalogProvider {
  /** [game_code, game_name] */
  games: ReadonlyArray<readonly [string, string]>;
}

/** Our own provider, whose games run on this server. */
export const BUILT_IN_PROVIDER = 'WLGAMES';

const PROVIDERS_WITH_GAMES: readonly ProviderWithGames[] = [
  // slots
  {
    code: 'JILI',
    name: 'JILI Games',
    category: 'slots',
    logoCode: 'jili',
    games: [
      ['super_ace', 'Super Ace'],
      ['fortune_gems', 'Fortune Gems'],
      ['fortune_gems_2', 'Fortune Gems 2'],
      ['golden_empire', 'Golden Empire'],
      ['money_coming', 'Money Coming'],
      ['boxing_king', 'Boxing King'],
      ['crazy_777', 'Crazy 777'],
      ['charge_buffalo', 'Charge Buffalo'],
    ],
  },
  {
    code: 'PPLAY',
    name: 'Pragmatic Play',
    category: 'slots',
    logoCode: 'pplay',
    games: [
      ['gates_of_olympus', 'Gates of Olympus'],
      ['sweet_bonanza', 'Sweet Bonanza'],
      ['starlight_princess', 'Starlight Princess'],
      ['the_dog_house', 'The Dog House'],
      ['sugar_rush', 'Sugar Rush'],
      ['big_bass_bonanza', 'Big Bass Bonanza'],
      ['wolf_gold', 'Wolf Gold'],
    ],
  },
  {
    code: 'FACHAI',
    name: 'FA CHAI Gaming',
    category: 'slots',
    logoCode: 'fachai',
    games: [
      ['night_market', 'Night Market'],
      ['pong_pong_hu', 'Pong Pong Hu'],
      ['chinese_new_year', 'Chinese New Year'],
      ['lucky_fortunes', 'Lucky Fortunes'],
      ['golden_genie', 'Golden Genie'],
      ['treasure_raiders', 'Treasure Raiders'],
    ],
  },
  {
    code: 'PGSOFT',
    name: 'PG Soft',
    category: 'slots',
    logoCode: 'pgsoft',
    games: [
      ['mahjong_ways', 'Mahjong Ways'],
      ['mahjong_ways_2', 'Mahjong Ways 2'],
      ['fortune_tiger', 'Fortune Tiger'],
      ['lucky_neko', 'Lucky Neko'],
      ['treasures_of_aztec', 'Treasures of Aztec'],
      ['wild_bandito', 'Wild Bandito'],
      ['caishen_wins', 'Caishen Wins'],
    ],
  },
  {
    code: 'JDB',
    name: 'JDB Gaming',
    category: 'slots',
    logoCode: 'jdb',
    games: [
      ['treasure_bowl', 'Treasure Bowl'],
      ['fortune_neko', 'Fortune Neko'],
      ['dragon_soar', 'Dragon Soar'],
      ['kingsman', 'Kingsman'],
      ['lucky_seven', 'Lucky Seven'],
      ['miner_babe', 'Miner Babe'],
    ],
  },
  {
    code: 'YBAT',
    name: 'Yellow Bat',
    category: 'slots',
    logoCode: 'ybat',
    games: [
      ['golden_dragon', 'Golden Dragon'],
      ['fortune_cat', 'Fortune Cat'],
      ['mahjong_fortune', 'Mahjong Fortune'],
      ['wild_buffalo', 'Wild Buffalo'],
      ['aztec_gold', 'Aztec Gold'],
      ['lucky_piggy', 'Lucky Piggy'],
    ],
  },
  {
    code: 'EPW',
    name: 'EPW Gaming',
    category: 'slots',
    logoCode: 'epw',
    games: [
      ['koi_rush', 'Golden Koi Rush'],
      ['phoenix_rising', 'Phoenix Rising'],
      ['pharaoh_treasure', 'Pharaoh Treasure'],
      ['jungle_jackpot', 'Jungle Jackpot'],
      ['moon_princess_fortune', 'Moon Princess Fortune'],
      ['samurai_gold', 'Samurai Gold'],
    ],
  },
  {
    code: 'EVOPLAY',
    name: 'Evoplay',
    category: 'slots',
    logoCode: 'evoplay',
    games: [
      ['hot_triple_sevens', 'Hot Triple Sevens'],
      ['fruit_super_nova', 'Fruit Super Nova'],
      ['elven_princesses', 'Elven Princesses'],
      ['the_greatest_catch', 'The Greatest Catch'],
      ['christmas_party', 'Christmas Party'],
      ['hungry_night', 'Hungry Night'],
      ['ice_mania', 'Ice Mania'],
      ['lucky_crumbling', 'Lucky Crumbling'],
      ['gold_of_sirens', 'Gold of Sirens'],
      ['wolf_hiding', 'Wolf Hiding'],
      ['tree_of_light', 'Tree of Light'],
      ['anubis_moon', 'Anubis Moon'],
    ],
  },
  {
    code: BUILT_IN_PROVIDER,
    name: 'WL Games',
    category: 'slots',
    logoCode: 'wlgames',
    games: [
      ['lucky_lantern', 'Lucky Lantern'],
      ['jade_garden', 'Jade Garden'],
      ['neon_nights', 'Neon Nights'],
      ['fruit_fiesta', 'Fruit Fiesta'],
    ],
  },
  // livecasino
  {
    code: 'EVOLUTION',
    name: 'Evolution',
    category: 'livecasino',
    logoCode: 'evolution',
    games: [
      ['lightning_roulette', 'Lightning Roulette'],
      ['crazy_time', 'Crazy Time'],
      ['monopoly_live', 'Monopoly Live'],
      ['speed_baccarat_a', 'Speed Baccarat A'],
      ['infinite_blackjack', 'Infinite Blackjack'],
      ['dream_catcher', 'Dream Catcher'],
    ],
  },
  {
    code: 'SEXYBCRT',
    name: 'AE Sexy',
    category: 'livecasino',
    logoCode: 'sexybcrt',
    games: [
      ['baccarat_classic', 'Baccarat Classic'],
      ['dragon_tiger', 'Dragon Tiger'],
      ['roulette', 'Roulette'],
      ['sic_bo', 'Sic Bo'],
    ],
  },
  {
    code: 'PPLIVE',
    name: 'Pragmatic Play Live',
    category: 'livecasino',
    logoCode: 'pplive',
    games: [
      ['mega_wheel', 'Mega Wheel'],
      ['sweet_bonanza_candyland', 'Sweet Bonanza CandyLand'],
      ['speed_roulette', 'Speed Roulette'],
      ['one_blackjack', 'ONE Blackjack'],
    ],
  },
  // hashgame
  {
    code: 'HASHGAMING',
    name: 'Hash Gaming',
    category: 'hashgame',
    logoCode: 'hashgaming',
    games: [
      ['hash_big_small', 'Hash Big Small'],
      ['hash_odd_even', 'Hash Odd Even'],
      ['lucky_hash', 'Lucky Hash'],
      ['hash_niu_niu', 'Hash Niu Niu'],
    ],
  },
  {
    code: 'BLOCKHASH',
    name: 'Block Hash',
    category: 'hashgame',
    logoCode: 'blockhash',
    games: [
      ['hash_baccarat', 'Hash Baccarat'],
      ['hash_banker_player', 'Hash Banker Player'],
      ['hash_dice', 'Hash Dice'],
      ['hash_lotto', 'Hash Lotto'],
    ],
  },
  // sportsbook
  {
    code: 'SABA',
    name: 'SABA Sports',
    category: 'sportsbook',
    logoCode: 'saba',
    games: [
      ['saba_sports', 'SABA Sports'],
      ['saba_virtual', 'SABA Virtual Sports'],
      ['saba_esports', 'SABA E-Sports'],
    ],
  },
  {
    code: 'SBO',
    name: 'SBOBET',
    category: 'sportsbook',
    logoCode: 'sbo',
    games: [
      ['sbo_sports', 'SBO Sports'],
      ['sbo_virtual_football', 'SBO Virtual Football'],
    ],
  },
  {
    code: 'CMD368',
    name: 'CMD368',
    category: 'sportsbook',
    logoCode: 'cmd368',
    games: [
      ['cmd_sports', 'CMD Sports'],
      ['cmd_esports', 'CMD E-Sports'],
    ],
  },
  // fish
  {
    code: 'CQ9',
    name: 'CQ9 Gaming',
    category: 'fish',
    logoCode: 'cq9',
    games: [
      ['paradise', 'Paradise'],
      ['one_shot_fishing', 'One Shot Fishing'],
      ['lucky_fishing', 'Lucky Fishing'],
      ['fire_phoenix', 'Fire Phoenix'],
    ],
  },
  {
    code: 'KAGAMING',
    name: 'KA Gaming',
    category: 'fish',
    logoCode: 'kagaming',
    games: [
      ['fishing_disco', 'Fishing Disco'],
      ['ocean_treasure', 'Ocean Treasure'],
      ['monster_fishing', 'Monster Fishing'],
      ['dragon_fishing', 'Dragon Fishing'],
    ],
  },
  // table
  {
    code: 'KINGMAKER',
    name: 'Kingmaker',
    category: 'table',
    logoCode: 'kingmaker',
    games: [
      ['thai_hi_lo', 'Thai Hi-Lo'],
      ['fish_prawn_crab', 'Fish Prawn Crab'],
      ['blackjack', 'Blackjack'],
      ['baccarat', 'Baccarat'],
      ['andar_bahar', 'Andar Bahar'],
      ['teen_patti', 'Teen Patti'],
    ],
  },
  {
    code: 'RICH88',
    name: 'Rich88',
    category: 'table',
    logoCode: 'rich88',
    games: [
      ['texas_holdem', "Texas Hold'em"],
      ['pusoy_dos', 'Pusoy Dos'],
      ['tongits', 'Tongits'],
      ['pai_gow', 'Pai Gow'],
    ],
  },
  // sabong
  {
    code: 'WS168',
    name: 'WS168 Sabong',
    category: 'sabong',
    logoCode: 'ws168',
    games: [
      ['main_arena', 'Main Arena'],
      ['derby_cup', 'Derby Cup'],
      ['classic_sabong', 'Classic Sabong'],
    ],
  },
  {
    code: 'SV388',
    name: 'SV388',
    category: 'sabong',
    logoCode: 'sv388',
    games: [
      ['sv388_live', 'SV388 Live'],
      ['world_slasher_cup', 'World Slasher Cup'],
      ['pit_two_fights', 'Pit 2 Fights'],
    ],
  },
  // lottery
  {
    code: 'TCGLOTTO',
    name: 'TCG Lottery',
    category: 'lottery',
    logoCode: 'tcglotto',
    games: [
      ['thai_lottery', 'Thai Lottery'],
      ['vietnam_lottery', 'Vietnam Lottery'],
      ['lotto_6_45', 'Lotto 6/45'],
      ['pick_3', 'Pick 3'],
    ],
  },
  {
    code: 'VRLOTTO',
    name: 'VR Lottery',
    category: 'lottery',
    logoCode: 'vrlotto',
    games: [
      ['keno', 'Keno'],
      ['fast_3', 'Fast 3'],
      ['powerball', 'Powerball'],
    ],
  },
  // horseracing
  {
    code: 'RCB988',
    name: 'RCB988 Racing',
    category: 'horseracing',
    logoCode: 'rcb988',
    games: [
      ['hong_kong_racing', 'Hong Kong Racing'],
      ['japan_racing', 'Japan Racing'],
      ['australia_racing', 'Australia Racing'],
      ['uk_racing', 'United Kingdom Racing'],
    ],
  },
  {
    code: 'GLOBALRACE',
    name: 'Global Race',
    category: 'horseracing',
    logoCode: 'globalrace',
    games: [
      ['greyhound_racing', 'Greyhound Racing'],
      ['virtual_derby', 'Virtual Derby'],
      ['harness_racing', 'Harness Racing'],
    ],
  },
  // bingo
  {
    code: 'BINGOHALL',
    name: 'Bingo Hall',
    category: 'bingo',
    logoCode: 'bingohall',
    games: [
      ['bingo_carnival', 'Bingo Carnival'],
      ['super_bingo', 'Super Bingo'],
      ['go_goal_bingo', 'Go Goal Bingo'],
      ['calaca_bingo', 'Calaca Bingo'],
    ],
  },
  {
    code: 'PERYAGAMES',
    name: 'Perya Games',
    category: 'bingo',
    logoCode: 'peryagames',
    games: [
      ['pilipinas_bingo', 'Pilipinas Bingo'],
      ['lucky_bingo', 'Lucky Bingo'],
      ['color_game', 'Color Game'],
    ],
  },
  // arcade
  {
    code: 'TADA',
    name: 'TaDa Gaming',
    category: 'arcade',
    logoCode: 'tada',
    games: [
      ['plinko', 'Plinko'],
      ['mines', 'Mines'],
      ['hi_lo', 'Hi-Lo'],
      ['limbo', 'Limbo'],
    ],
  },
  {
    code: 'FUNKYGAMES',
    name: 'Funky Games',
    category: 'arcade',
    logoCode: 'funkygames',
    games: [
      ['dice', 'Dice'],
      ['tower', 'Tower'],
      ['goal', 'Goal'],
    ],
  },
  // crash
  {
    code: 'SPRIBE',
    name: 'Spribe',
    category: 'crash',
    logoCode: 'spribe',
    games: [
      ['aviator', 'Aviator'],
      ['rocket_rush', 'Rocket Rush'],
      ['cash_or_crash', 'Cash or Crash'],
    ],
  },
  {
    code: 'SMARTSOFT',
    name: 'SmartSoft Gaming',
    category: 'crash',
    logoCode: 'smartsoft',
    games: [
      ['jetx', 'JetX'],
      ['balloon', 'Balloon'],
      ['cappadocia', 'Cappadocia'],
      ['jetx3', 'JetX3'],
    ],
  },
];

export const CATALOG_PROVIDERS: readonly CatalogProvider[] = PROVIDERS_WITH_GAMES.map(({ code, name, category, logoCode }) => ({
  code,
  name,
  category,
  logoCode,
}));

export const CATALOG_GAMES: readonly CatalogGame[] = PROVIDERS_WITH_GAMES.flatMap((provider) =>
  provider.games.map(([gameCode, gameName]) => ({
    providerCode: provider.code,
    gameCode,
    gameName,
    gameType: provider.category,
    imgUrl: `/img/games/${provider.code}/${gameCode}.webp`,
  })),
);

const ref = (provider_code: string, game_code: string): GameRef => ({ provider_code, game_code });

// A few non-slot games in the hot list give the category filter of get_hot_games something to find.
export const DEFAULT_HOT_GAMES: readonly GameRef[] = [
  ref('JILI', 'super_ace'),
  ref('PGSOFT', 'mahjong_ways_2'),
  ref('PPLAY', 'gates_of_olympus'),
  ref('FACHAI', 'night_market'),
  ref('JDB', 'treasure_bowl'),
  ref('YBAT', 'golden_dragon'),
  ref('EPW', 'koi_rush'),
  ref('JILI', 'fortune_gems'),
  ref('PPLAY', 'sweet_bonanza'),
  ref('PGSOFT', 'fortune_tiger'),
  ref('EVOLUTION', 'crazy_time'),
  ref('SPRIBE', 'aviator'),
];

export const DEFAULT_FEATURED_GAMES: readonly GameRef[] = [
  ref('PPLAY', 'starlight_princess'),
  ref('PGSOFT', 'lucky_neko'),
  ref('JILI', 'golden_empire'),
  ref('FACHAI', 'chinese_new_year'),
  ref('JDB', 'dragon_soar'),
  ref('EPW', 'phoenix_rising'),
  ref('YBAT', 'fortune_cat'),
  ref('JILI', 'boxing_king'),
  ref('PPLAY', 'the_dog_house'),
  ref('PGSOFT', 'treasures_of_aztec'),
  ref('JDB', 'lucky_seven'),
];

export const DEFAULT_POPULAR_GAMES: readonly GameRef[] = [
  ref('PGSOFT', 'mahjong_ways'),
  ref('JILI', 'money_coming'),
  ref('PPLAY', 'big_bass_bonanza'),
  ref('FACHAI', 'lucky_fortunes'),
  ref('JDB', 'fortune_neko'),
  ref('YBAT', 'mahjong_fortune'),
  ref('EPW', 'pharaoh_treasure'),
  ref('JILI', 'crazy_777'),
  ref('PGSOFT', 'caishen_wins'),
  ref('PPLAY', 'wolf_gold'),
  ref('FACHAI', 'pong_pong_hu'),
];

export const DEFAULT_NEW_GAMES: readonly GameRef[] = [
  ref('JILI', 'fortune_gems_2'),
  ref('PPLAY', 'sugar_rush'),
  ref('PGSOFT', 'wild_bandito'),
  ref('FACHAI', 'golden_genie'),
  ref('JDB', 'miner_babe'),
  ref('YBAT', 'lucky_piggy'),
  ref('EPW', 'samurai_gold'),
  ref('JILI', 'charge_buffalo'),
  ref('FACHAI', 'treasure_raiders'),
  ref('JDB', 'kingsman'),
  ref(BUILT_IN_PROVIDER, 'lucky_lantern'),
];

export const DEFAULT_POPUP_GAMES: readonly GameRef[] = [
  ref('EVOPLAY', 'hot_triple_sevens'),
  ref('EVOPLAY', 'fruit_super_nova'),
  ref('EVOPLAY', 'elven_princesses'),
  ref('EVOPLAY', 'the_greatest_catch'),
  ref('EVOPLAY', 'christmas_party'),
  ref('EVOPLAY', 'hungry_night'),
  ref('EVOPLAY', 'ice_mania'),
  ref('EVOPLAY', 'lucky_crumbling'),
  ref('EVOPLAY', 'gold_of_sirens'),
  ref('EVOPLAY', 'wolf_hiding'),
  ref('EVOPLAY', 'tree_of_light'),
  ref('EVOPLAY', 'anubis_moon'),
];

export const DEFAULT_GAME_LISTS = {
  hot: DEFAULT_HOT_GAMES,
  featured: DEFAULT_FEATURED_GAMES,
  popular: DEFAULT_POPULAR_GAMES,
  new: DEFAULT_NEW_GAMES,
  popup: DEFAULT_POPUP_GAMES,
} as const;
