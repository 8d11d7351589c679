import {
  DEFAULT_GAME_LISTS,
  FAIR_GAME_CODES,
  type FairGame,
  gameImagePath,
  type HomeGameList,
  type ProductCategory,
  providerLogoCode,
} from '@wl/contract';
import { BUILT_IN_PROVIDER } from '../lib/secrets.js';

/**
 * The demo game catalogue: providers and their games. Every category has more games than one
 * lobby page holds, so pagination and the provider filter have something to do. The built-in
 * home lists live in the contract (DEFAULT_GAME_LISTS), since the web app shows them too.
 */

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

interface ProviderWithGames {
  code: string;
  name: string;
  category: ProductCategory;
  /** [game_code, game_name, its category when not the provider's] */
  games: ReadonlyArray<readonly [string, string, ProductCategory?]>;
}

/**
 * The built-in provider's provably fair games (issue 21), each in its own category's lobby, with
 * the names the game client shows (apps/web/src/provider-games/wlgames/fair/texts.ts).
 */
const FAIR_CATALOG: ReadonlyArray<readonly [FairGame, string, ProductCategory]> = [
  ['dice', 'Fair Hash Dice', 'hashgame'],
  ['mines', 'Gem Mines', 'arcade'],
  ['plinko', 'Plinko Drop', 'arcade'],
  ['keno', 'Keno 40', 'lottery'],
  ['bingo', 'Bingo 75', 'bingo'],
  ['crash', 'Fair Crash', 'crash'],
  ['racing', 'Fair Horse Racing', 'horseracing'],
];

const PROVIDERS_WITH_GAMES: readonly ProviderWithGames[] = [
  // slots
  {
    code: 'JILI',
    name: 'JILI Games',
    category: 'slots',
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
    games: [
      ['lucky_lantern', 'Lucky Lantern'],
      ['jade_garden', 'Jade Garden'],
      ['neon_nights', 'Neon Nights'],
      ['fruit_fiesta', 'Fruit Fiesta'],
      ...FAIR_CATALOG.map(([game, name, category]) => [FAIR_GAME_CODES[game], name, category] as const),
    ],
  },
  // livecasino
  {
    code: 'EVOLUTION',
    name: 'Evolution',
    category: 'livecasino',
    games: [
      ['lightning_roulette', 'Lightning Roulette'],
      ['crazy_time', 'Crazy Time'],
      ['monopoly_live', 'Monopoly Live'],
      ['speed_baccarat_a', 'Speed Baccarat A'],
      ['infinite_blackjack', 'Infinite Blackjack'],
      ['dream_catcher', 'Dream Catcher'],
      ['xxxtreme_lightning_roulette', 'XXXtreme Lightning Roulette'],
      ['funky_time', 'Funky Time'],
    ],
  },
  {
    code: 'SEXYBCRT',
    name: 'AE Sexy',
    category: 'livecasino',
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
    games: [
      ['hash_big_small', 'Hash Big Small'],
      ['hash_odd_even', 'Hash Odd Even'],
      ['lucky_hash', 'Lucky Hash'],
      ['hash_niu_niu', 'Hash Niu Niu'],
      ['hash_dragon_tiger', 'Hash Dragon Tiger'],
      ['hash_roulette', 'Hash Roulette'],
    ],
  },
  {
    code: 'BLOCKHASH',
    name: 'Block Hash',
    category: 'hashgame',
    games: [
      ['hash_baccarat', 'Hash Baccarat'],
      ['hash_banker_player', 'Hash Banker Player'],
      ['hash_dice', 'Hash Dice'],
      ['hash_lotto', 'Hash Lotto'],
      ['hash_crash', 'Hash Crash'],
      ['hash_plinko', 'Hash Plinko'],
    ],
  },
  // sportsbook
  {
    code: 'SABA',
    name: 'SABA Sports',
    category: 'sportsbook',
    games: [
      ['saba_sports', 'SABA Sports'],
      ['saba_virtual', 'SABA Virtual Sports'],
      ['saba_esports', 'SABA E-Sports'],
      ['saba_basketball', 'SABA Basketball'],
      ['saba_number_game', 'SABA Number Game'],
    ],
  },
  {
    code: 'SBO',
    name: 'SBOBET',
    category: 'sportsbook',
    games: [
      ['sbo_sports', 'SBO Sports'],
      ['sbo_virtual_football', 'SBO Virtual Football'],
      ['sbo_virtual_basketball', 'SBO Virtual Basketball'],
      ['sbo_live_casino_sports', 'SBO Sports Live'],
    ],
  },
  {
    code: 'CMD368',
    name: 'CMD368',
    category: 'sportsbook',
    games: [
      ['cmd_sports', 'CMD Sports'],
      ['cmd_esports', 'CMD E-Sports'],
      ['cmd_virtual_league', 'CMD Virtual League'],
    ],
  },
  // fish
  {
    code: 'CQ9',
    name: 'CQ9 Gaming',
    category: 'fish',
    games: [
      ['paradise', 'Paradise'],
      ['one_shot_fishing', 'One Shot Fishing'],
      ['lucky_fishing', 'Lucky Fishing'],
      ['fire_phoenix', 'Fire Phoenix'],
      ['fishing_war', 'Fishing War'],
      ['fishing_god', 'Fishing God'],
    ],
  },
  {
    code: 'KAGAMING',
    name: 'KA Gaming',
    category: 'fish',
    games: [
      ['fishing_disco', 'Fishing Disco'],
      ['ocean_treasure', 'Ocean Treasure'],
      ['monster_fishing', 'Monster Fishing'],
      ['dragon_fishing', 'Dragon Fishing'],
      ['fish_hunter_360', 'Fish Hunter 360'],
      ['happy_fishing', 'Happy Fishing'],
    ],
  },
  // table
  {
    code: 'KINGMAKER',
    name: 'Kingmaker',
    category: 'table',
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
    games: [
      ['texas_holdem', "Texas Hold'em"],
      ['pusoy_dos', 'Pusoy Dos'],
      ['tongits', 'Tongits'],
      ['pai_gow', 'Pai Gow'],
      ['sic_bo_deluxe', 'Sic Bo Deluxe'],
      ['mahjong_poker', 'Mahjong Poker'],
    ],
  },
  // sabong
  {
    code: 'WS168',
    name: 'WS168 Sabong',
    category: 'sabong',
    games: [
      ['main_arena', 'Main Arena'],
      ['derby_cup', 'Derby Cup'],
      ['classic_sabong', 'Classic Sabong'],
      ['sunday_derby', 'Sunday Derby'],
      ['gaff_masters', 'Gaff Masters'],
      ['bantam_cup', 'Bantam Cup'],
    ],
  },
  {
    code: 'SV388',
    name: 'SV388',
    category: 'sabong',
    games: [
      ['sv388_live', 'SV388 Live'],
      ['world_slasher_cup', 'World Slasher Cup'],
      ['pit_two_fights', 'Pit 2 Fights'],
      ['slasher_night', 'Slasher Night'],
      ['champions_pit', 'Champions Pit'],
    ],
  },
  // lottery
  {
    code: 'TCGLOTTO',
    name: 'TCG Lottery',
    category: 'lottery',
    games: [
      ['thai_lottery', 'Thai Lottery'],
      ['vietnam_lottery', 'Vietnam Lottery'],
      ['lotto_6_45', 'Lotto 6/45'],
      ['pick_3', 'Pick 3'],
      ['lotto_6_55', 'Grand Lotto 6/55'],
      ['swertres', 'Swertres'],
    ],
  },
  {
    code: 'VRLOTTO',
    name: 'VR Lottery',
    category: 'lottery',
    games: [
      ['keno', 'Keno'],
      ['fast_3', 'Fast 3'],
      ['powerball', 'Powerball'],
      ['mega_millions', 'Mega Millions'],
      ['lucky_ball', 'Lucky Ball'],
    ],
  },
  // horseracing
  {
    code: 'RCB988',
    name: 'RCB988 Racing',
    category: 'horseracing',
    games: [
      ['hong_kong_racing', 'Hong Kong Racing'],
      ['japan_racing', 'Japan Racing'],
      ['australia_racing', 'Australia Racing'],
      ['uk_racing', 'United Kingdom Racing'],
      ['dubai_racing', 'Dubai Racing'],
      ['singapore_racing', 'Singapore Racing'],
    ],
  },
  {
    code: 'GLOBALRACE',
    name: 'Global Race',
    category: 'horseracing',
    games: [
      ['greyhound_racing', 'Greyhound Racing'],
      ['virtual_derby', 'Virtual Derby'],
      ['harness_racing', 'Harness Racing'],
      ['virtual_cup', 'Virtual Cup'],
      ['dog_derby', 'Dog Derby'],
    ],
  },
  // bingo
  {
    code: 'BINGOHALL',
    name: 'Bingo Hall',
    category: 'bingo',
    games: [
      ['bingo_carnival', 'Bingo Carnival'],
      ['super_bingo', 'Super Bingo'],
      ['go_goal_bingo', 'Go Goal Bingo'],
      ['calaca_bingo', 'Calaca Bingo'],
      ['bingo_star', 'Bingo Star'],
      ['pinoy_bingo', 'Pinoy Bingo'],
    ],
  },
  {
    code: 'PERYAGAMES',
    name: 'Perya Games',
    category: 'bingo',
    games: [
      ['pilipinas_bingo', 'Pilipinas Bingo'],
      ['lucky_bingo', 'Lucky Bingo'],
      ['color_game', 'Color Game'],
      ['perya_wheel', 'Perya Wheel'],
      ['drop_ball', 'Drop Ball'],
    ],
  },
  // arcade
  {
    code: 'TADA',
    name: 'TaDa Gaming',
    category: 'arcade',
    games: [
      ['plinko', 'Plinko'],
      ['mines', 'Mines'],
      ['hi_lo', 'Hi-Lo'],
      ['limbo', 'Limbo'],
      ['keno_arcade', 'Keno Arcade'],
      ['coin_flip', 'Coin Flip'],
    ],
  },
  {
    code: 'FUNKYGAMES',
    name: 'Funky Games',
    category: 'arcade',
    games: [
      ['dice', 'Dice'],
      ['tower', 'Tower'],
      ['goal', 'Goal'],
      ['mini_roulette', 'Mini Roulette'],
      ['wheel', 'Wheel'],
      ['hilo_cards', 'Hi-Lo Cards'],
    ],
  },
  // crash
  {
    code: 'SPRIBE',
    name: 'Spribe',
    category: 'crash',
    games: [
      ['aviator', 'Aviator'],
      ['rocket_rush', 'Rocket Rush'],
      ['cash_or_crash', 'Cash or Crash'],
      ['mini_aviator', 'Mini Aviator'],
      ['space_crash', 'Space Crash'],
    ],
  },
  {
    code: 'SMARTSOFT',
    name: 'SmartSoft Gaming',
    category: 'crash',
    games: [
      ['jetx', 'JetX'],
      ['balloon', 'Balloon'],
      ['cappadocia', 'Cappadocia'],
      ['jetx3', 'JetX3'],
      ['spin_x', 'SpinX'],
      ['crash_rocket', 'Crash Rocket'],
    ],
  },
];

export const CATALOG_PROVIDERS: readonly CatalogProvider[] = PROVIDERS_WITH_GAMES.map(({ code, name, category }) => ({
  code,
  name,
  category,
  logoCode: providerLogoCode(code),
}));

export const CATALOG_GAMES: readonly CatalogGame[] = PROVIDERS_WITH_GAMES.flatMap((provider) =>
  provider.games.map(([gameCode, gameName, category]) => ({
    providerCode: provider.code,
    gameCode,
    gameName,
    gameType: category ?? provider.category,
    imgUrl: gameImagePath(provider.code, gameCode),
  })),
);

const fairRef = (game: FairGame): GameRef => ({ provider_code: BUILT_IN_PROVIDER, game_code: FAIR_GAME_CODES[game] });

/** The fair games each seeded home list shows besides the built-in list's games. */
export const FAIR_GAMES_IN_LISTS: Partial<Record<HomeGameList, readonly FairGame[]>> = {
  hot: ['dice', 'mines', 'crash'],
  featured: ['plinko', 'keno', 'bingo', 'racing'],
  new: ['dice', 'mines', 'plinko', 'keno', 'bingo', 'crash', 'racing'],
};

/**
 * A seeded site's home list: the built-in list with its fair games at every other place from the
 * second on, so that a row of any length shows some and the list still opens with its headline game.
 */
export function seededGameList(list: HomeGameList): GameRef[] {
  const refs: GameRef[] = DEFAULT_GAME_LISTS[list].map(({ provider_code, game_code }) => ({ provider_code, game_code }));
  (FAIR_GAMES_IN_LISTS[list] ?? []).forEach((game, index) => {
    refs.splice(1 + 2 * index, 0, fairRef(game));
  });
  return refs;
}
