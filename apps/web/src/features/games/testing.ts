import type { Game, Provider } from '@wl/contract/lite';
import { gameImagePath } from '@wl/contract/lite';
import { type FakeAnswer, fakeServer } from '@/shared/testing/fake-server';

/** Test fixtures of the games feature: a small catalogue and a lobby server that filters and pages it. */
const slot = (provider_code: string, game_code: string, game_name: string): Game => ({
  provider_code,
  game_code,
  game_name,
  game_type: 'slots',
  game_image: gameImagePath(provider_code, game_code),
});

export const SLOT_GAMES: Game[] = [
  ...Array.from({ length: 30 }, (_, index) =>
    slot('JILI', `jili_${index + 1}`, `Jili Game ${String(index + 1).padStart(2, '0')}`),
  ),
  slot('PGSOFT', 'mahjong_ways', 'Mahjong Ways'),
  slot('PGSOFT', 'fortune_tiger', 'Fortune Tiger'),
];

export const SLOT_PROVIDERS: Provider[] = [
  { provider_code: 'JILI', provider_name: 'JILI Games', logo_code: 'jili', game_total: 30 },
  { provider_code: 'PGSOFT', provider_name: 'PG Soft', logo_code: 'pgsoft', game_total: 2 },
];

/**
 * fakeServer where game_list filters SLOT_GAMES like the server (provider, case-insensitive name,
 * page of page_size); other paths answer from `answers`.
 */
export function lobbyServer(answers: Record<string, FakeAnswer> = {}) {
  return fakeServer({ '/api/product/game_list': gameListAnswer, ...answers });
}

function gameListAnswer(body: Record<string, unknown>) {
  const search = String(body.search ?? '').toLowerCase();
  const matching = SLOT_GAMES.filter(
    (game) => (!body.provider_code || game.provider_code === body.provider_code) && game.game_name.toLowerCase().includes(search),
  );
  const page = Number(body.page ?? 1);
  const pageSize = Number(body.page_size ?? 10);
  return {
    statusCode: 1,
    value: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    page_size: pageSize,
    providers: SLOT_PROVIDERS,
  };
}
