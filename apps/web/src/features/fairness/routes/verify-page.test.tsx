import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallResponse } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useUserStore } from '@/shared/session/user-store';
import { type FakeAnswer, fakeServer, inTurn, requestsTo } from '@/shared/testing/fake-server';
import { logInPlayer } from '@/shared/testing/player';
import { setTestSite } from '@/shared/testing/site';
import VerifyPage from './verify-page';

/** The pinned vector of docs/provably-fair.md: hash dice, nonce 0 rolls 2.84. */
const SERVER_SEED = '8f3c1a5e9b7d2f4061c3e5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d7';
const SEED_HASH = '064d354cc3e446f31db260f9cf6645217c2819a3dfd5a5dd0ce1a3c24c0b2cf1';
const ROUND_HASH = '9c6897bc34d2aee60e3c5d316a0023c8bf4450ee8c4cf846e4780ebf815f798f';
const CLIENT_SEED = 'player-chosen-seed';

const VERIFY = '/api/fair/verify';
const GAMES = '/api/fair/games';
const SEEDS = '/api/fair/seeds';
const ROTATE = '/api/fair/rotate_seed';
const CLIENT = '/api/fair/set_client_seed';
const HISTORY = '/api/report/bet_history';

const ROUND_VERIFY = '/api/fair/round_verify';

type Verify = CallResponse<'fairVerify'>;

/** The hash chain of docs/provably-fair.md: from the last seed ff…ff, three rounds, salt site-salt. */
const CHAIN_SEEDS = [
  '23f51dfe29b1052f1334de252845dc63d227fa37bcec0eae9b2ca98f442fb618',
  'df0790f236013511e91fa4532fb7761f62320a51a3868dabf4a13fe5f53e3263',
  'f'.repeat(64),
];
const TERMINAL_HASH = 'fbfe0bb18363cbffc5f0c1a2d0728920a077adb1d2af397b884b53a086695f1b';

const sharedAnswer = (terminalHash: string): CallResponse<'fairRoundVerify'> => ({
  statusCode: 1,
  round: {
    round_id: 'SR3',
    game: 'crash',
    chain_id: 1,
    number: 3,
    phase: 'ended',
    rtp: 9900,
    betting_ends_at: '2026-11-20T10:00:00.000Z',
    started_at: '2026-11-20T10:00:00.000Z',
    ends_at: '2026-11-20T10:00:20.000Z',
    next_at: '2026-11-20T10:00:23.000Z',
    crash_point: 383,
    weights: null,
    odds: null,
    finish: null,
    seed: CHAIN_SEEDS[2]!,
  },
  terminal_hash: terminalHash,
  salt: 'site-salt',
  seed_hash: CHAIN_SEEDS[1]!,
  chain_valid: terminalHash === TERMINAL_HASH,
  round_hash: 'e'.repeat(64),
  crash_point: 383,
  finish: null,
});

const diceAnswer = (roll: number, extra: Partial<Verify> = {}): Verify => ({
  statusCode: 1,
  round: null,
  outcome: { game: 'dice', roll, won: roll < 5000 },
  multiplier: roll < 5000 ? 1.98 : 0,
  recomputed: true,
  round_hash: ROUND_HASH,
  ...extra,
});

const storedRound = (serverSeed: string | null): NonNullable<Verify['round']> => ({
  round_id: 'FR7',
  game: 'dice',
  params: { game: 'dice', target: 5000, direction: 'under' },
  rtp: 9900,
  server_seed_hash: SEED_HASH,
  server_seed: serverSeed,
  client_seed: CLIENT_SEED,
  nonce: 0,
  currency: 'PHP',
  bet: 10,
  payout: 19.8,
  created_at: '2026-11-20T10:00:00.000Z',
});

const GAMES_ANSWER = {
  statusCode: 1,
  value: (['dice', 'mines', 'plinko', 'keno', 'bingo', 'crash', 'racing'] as const).map((game) => ({
    game,
    rtp: game === 'dice' ? 9700 : 9500,
    rtp_min: 8000,
    rtp_max: 9900,
    currency: 'PHP',
    min_bet: 5,
    max_bet: 50_000,
    shared_round: game === 'crash' || game === 'racing',
  })),
};

const SEEDS_ANSWER: CallResponse<'fairSeeds'> = {
  statusCode: 1,
  current: { server_seed_hash: SEED_HASH, client_seed: CLIENT_SEED, nonce: 1 },
  revealed: [],
};

const fairBet = (round: string) => ({
  bet_id: Number(round.slice(2)),
  provider_code: 'WLGAMES',
  game_code: 'wl_hash_dice',
  game_name: 'Hash Dice',
  game_type: 'hashgame',
  round_id: round,
  bet_type: '',
  selections: [],
  stake: 10,
  payout: 19.8,
  status: 'settled',
  created_at: '2026-11-20T10:00:00.000Z',
  settled_at: '2026-11-20T10:00:00.000Z',
  fair: { game: 'dice', round_id: round },
});

const HISTORY_ANSWER = {
  statusCode: 1,
  value: [fairBet('FR7')],
  total: 1,
  page: 1,
  page_size: 10,
  summary: { stake: 10, payout: 19.8, net: 9.8 },
};

beforeAll(initTestI18n);
beforeEach(() => setTestSite());
afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

function server(answers: Record<string, FakeAnswer>) {
  return fakeServer({ [GAMES]: GAMES_ANSWER, ...answers });
}

async function fillSeeds(user: ReturnType<typeof userEvent.setup>, serverSeed: string) {
  await user.type(screen.getByLabelText('Server seed'), serverSeed);
  await user.type(screen.getByLabelText('Client seed'), CLIENT_SEED);
  await user.clear(screen.getByLabelText('Nonce'));
  await user.type(screen.getByLabelText('Nonce'), '0');
  await user.type(screen.getByLabelText('Server seed hash shown before the round (optional)'), SEED_HASH);
}

const result = () => screen.findByRole('region', { name: 'Result' });
/** The figure of the result's row named `name`. */
const row = (scope: HTMLElement, name: string) => within(scope).getByText(name).nextElementSibling as HTMLElement;

describe('/verify, logged out', () => {
  it("recomputes the documented vector on the server and in the browser: roll 2.84, the seed's hash matches", async () => {
    const fake = server({ [VERIFY]: diceAnswer(284) });
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />, { path: '/verify' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a round' })).toBeTruthy();
    expect(screen.getByText(/Log in to see your seeds/)).toBeTruthy();
    await waitFor(() => expect(requestsTo(fake, GAMES)).toHaveLength(1));
    await fillSeeds(user, SERVER_SEED);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const shown = await result();
    expect(within(shown).getByText('Matches: this is the round you were promised.')).toBeTruthy();
    expect(within(shown).getByText('2.84')).toBeTruthy();
    expect(within(shown).getByText('Under 50.00', { exact: false }).textContent).toContain('Won');
    expect(row(shown, 'SHA-256 of the server seed (computed in your browser)').textContent).toBe(SEED_HASH);
    expect(row(shown, 'Hash shown before the round').textContent).toContain('Matches');
    expect(row(shown, "Your browser's recomputation against the server's").textContent).toContain('Matches');
    expect(row(shown, 'Pays').textContent).toBe('1.98× the bet (RTP 97.00%)');
    // the site's RTP of the game, from fairGames
    expect(requestsTo(fake, VERIFY)).toEqual([
      {
        domain_name: 'localhost',
        external_id: 'site-lucky',
        server_seed: SERVER_SEED,
        client_seed: CLIENT_SEED,
        nonce: 0,
        params: { game: 'dice', target: 5000, direction: 'under' },
        rtp: 9700,
      },
    ]);
  });

  it('says "does not match" for a server seed other than the one whose hash was shown', async () => {
    server({ [VERIFY]: diceAnswer(1234, { round_hash: null }) });
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />, { path: '/verify' });
    await fillSeeds(user, 'a'.repeat(64));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const shown = await result();
    expect(within(shown).getByText("Does not match: these seeds are not the round's.")).toBeTruthy();
    expect(row(shown, 'Hash shown before the round').textContent).toContain('Does not match');
  });

  it("catches a server whose outcome is not the seeds': the browser's own recomputation disagrees", async () => {
    server({ [VERIFY]: diceAnswer(5000) });
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />, { path: '/verify' });
    await fillSeeds(user, SERVER_SEED);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const shown = await result();
    expect(within(shown).getByText("Does not match: these seeds are not the round's.")).toBeTruthy();
    expect(row(shown, "Your browser's recomputation against the server's").textContent).toContain('Does not match');
    // the seed is the published one; what is shown is the browser's own roll
    expect(row(shown, 'Hash shown before the round').textContent).toContain('Matches');
    expect(within(shown).getByText('2.84')).toBeTruthy();
  });

  it("refuses seeds and bets outside the contract's rules before asking the server", async () => {
    const fake = server({ [VERIFY]: diceAnswer(284) });
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />, { path: '/verify?game=keno' });
    await user.type(screen.getByLabelText('Server seed'), 'not-hex');
    await user.type(screen.getByLabelText('Client seed'), 'has space');
    await user.type(screen.getByLabelText('Your numbers'), '1, 2, 41');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the server seed: 64 characters 0-9 and a-f.')).toBeTruthy();
    expect(screen.getByText('Use 1 to 64 letters, digits or symbols, without spaces.')).toBeTruthy();
    expect(screen.getByLabelText('Your numbers').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Server seed'));
    expect(requestsTo(fake, VERIFY)).toEqual([]);
  });

  it("shows keno's draw and hits as the browser recomputes them", async () => {
    server({
      [VERIFY]: {
        ...diceAnswer(0),
        outcome: { game: 'keno', drawn: [5, 23, 14, 12, 15, 30, 16, 34, 1, 26], hits: [1, 5] },
        multiplier: 1.9529,
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />, { path: '/verify?game=keno' });
    await fillSeeds(user, SERVER_SEED);
    await user.type(screen.getByLabelText('Your numbers'), '1, 5');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const shown = await result();
    expect(within(shown).getByText('Drawn: 5, 23, 14, 12, 15, 30, 16, 34, 1, 26')).toBeTruthy();
    expect(within(shown).getByText('2 hits: 1, 5')).toBeTruthy();
    expect(within(shown).getByText('5: picked and drawn')).toBeTruthy();
    expect(row(shown, "Your browser's recomputation against the server's").textContent).toContain('Matches');
  });

  it('opens a round by its id from the link, fills the form and checks it at once', async () => {
    const fake = server({
      [VERIFY]: (body) => (body.round_id ? diceAnswer(284, { round: storedRound(SERVER_SEED) }) : diceAnswer(284)),
    });
    renderWithProviders(<VerifyPage />, { path: '/verify?game=dice&round=FR7' });
    const shown = await result();
    expect(within(shown).getByText('Matches: this is the round you were promised.')).toBeTruthy();
    expect(row(shown, 'Pays').textContent).toBe('1.98× the bet (RTP 99.00%)');
    expect((screen.getByLabelText('Server seed') as HTMLInputElement).value).toBe(SERVER_SEED);
    expect((screen.getByLabelText('Round id') as HTMLInputElement).value).toBe('FR7');
    expect(requestsTo(fake, VERIFY)[0]).toEqual({ domain_name: 'localhost', external_id: 'site-lucky', round_id: 'FR7' });
    expect(requestsTo(fake, VERIFY)[1]).toMatchObject({ server_seed: SERVER_SEED, nonce: 0, rtp: 9900 });
  });

  it('says when no round has the id', async () => {
    server({ [VERIFY]: { statusCode: 404, message: 'roundNotFound' } });
    renderWithProviders(<VerifyPage />, { path: '/verify?round=FR99' });
    expect((await screen.findByRole('alert')).textContent).toBe('No round has this id.');
  });

  it('opens a crash round by its id and follows its seed up the hash chain to the published terminal hash', async () => {
    const fake = server({ [ROUND_VERIFY]: sharedAnswer(TERMINAL_HASH) });
    renderWithProviders(<VerifyPage />, { path: '/verify?game=crash&round=SR3' });
    const shown = await screen.findByRole('region', { name: 'Round SR3: Crash' });
    expect(
      await within(shown).findByText(
        "Matches: this round's seed leads to the chain's terminal hash, published before its first round.",
      ),
    ).toBeTruthy();
    expect(within(shown).getByText('3.83×')).toBeTruthy();
    // a round, not a bet: nothing is said of a cash-out the page was not given
    expect(within(shown).queryByText(/cash-out/)).toBeNull();
    expect(row(shown, 'The seed hashed 3 times in your browser').textContent).toContain('Matches');
    expect(row(shown, 'SHA-256 of the round seed (computed in your browser)').textContent).toBe(CHAIN_SEEDS[1]);
    expect(requestsTo(fake, ROUND_VERIFY)).toEqual([{ domain_name: 'localhost', external_id: 'site-lucky', round_id: 'SR3' }]);
    // the seed and salt fill the form, to recompute the round with a cash-out
    expect((screen.getByLabelText('Round seed') as HTMLInputElement).value).toBe(CHAIN_SEEDS[2]);
    expect((screen.getByLabelText('Salt') as HTMLInputElement).value).toBe('site-salt');
    expect(screen.queryByLabelText('Nonce')).toBeNull();
  });

  it('says "does not match" when the seed does not lead to the terminal hash the chain published', async () => {
    server({ [ROUND_VERIFY]: sharedAnswer('0'.repeat(64)) });
    renderWithProviders(<VerifyPage />, { path: '/verify?game=crash&round=SR3' });
    const shown = await screen.findByRole('region', { name: 'Round SR3: Crash' });
    expect(await within(shown).findByText("Does not match: this seed does not lead to the chain's terminal hash.")).toBeTruthy();
  });
});

describe('/verify, logged in', () => {
  beforeEach(logInPlayer);

  it("shows the player's seeds and latest rounds, with links to verify them", async () => {
    const fake = server({ [SEEDS]: SEEDS_ANSWER, [HISTORY]: HISTORY_ANSWER });
    renderWithProviders(<VerifyPage />, { path: '/verify' });
    const panel = await screen.findByRole('region', { name: 'Your seeds' });
    expect(await within(panel).findByText(SEED_HASH)).toBeTruthy();
    expect(row(panel, 'Next nonce').textContent).toBe('1');
    expect((within(panel).getByLabelText('Client seed') as HTMLInputElement).value).toBe(CLIENT_SEED);
    const link = await within(panel).findByRole('link', { name: 'Verify round FR7' });
    expect(link.getAttribute('href')).toBe('/verify?game=dice&round=FR7');
    expect(requestsTo(fake, HISTORY)[0]).toMatchObject({ page: 1, page_size: 10, fair_only: true });
  });

  it("changes the client seed with the contract's rules", async () => {
    const fake = server({
      [SEEDS]: SEEDS_ANSWER,
      [HISTORY]: HISTORY_ANSWER,
      [CLIENT]: { statusCode: 1, current: { ...SEEDS_ANSWER.current, client_seed: 'lucky-7' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />, { path: '/verify' });
    const panel = await screen.findByRole('region', { name: 'Your seeds' });
    const field = await within(panel).findByLabelText('Client seed');
    await user.clear(field);
    await user.type(field, 'two words');
    await user.click(within(panel).getByRole('button', { name: 'Save client seed' }));
    expect(await within(panel).findByText('Use 1 to 64 letters, digits or symbols, without spaces.')).toBeTruthy();
    expect(requestsTo(fake, CLIENT)).toEqual([]);
    await user.clear(field);
    await user.type(field, 'lucky-7');
    await user.click(within(panel).getByRole('button', { name: 'Save client seed' }));
    expect(await within(panel).findByText('Client seed saved.')).toBeTruthy();
    expect(requestsTo(fake, CLIENT)).toEqual([{ auth: 'tok', account_id: 'juan88', client_seed: 'lucky-7' }]);
  });

  it('opens a round whose seed is still secret, and once the player rotates, checks it', async () => {
    const rotation = {
      statusCode: 1,
      previous: { ...SEEDS_ANSWER.current, server_seed: SERVER_SEED, revealed_at: '2026-11-20T11:00:00.000Z' },
      current: { server_seed_hash: 'b'.repeat(64), client_seed: CLIENT_SEED, nonce: 0 },
    };
    let revealed = false;
    server({
      [SEEDS]: SEEDS_ANSWER,
      [HISTORY]: HISTORY_ANSWER,
      [ROTATE]: () => {
        revealed = true;
        return rotation;
      },
      [VERIFY]: (body) =>
        body.round_id
          ? diceAnswer(284, { round: storedRound(revealed ? SERVER_SEED : null), recomputed: revealed, round_hash: null })
          : diceAnswer(284),
    });
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />, { path: '/verify?game=dice&round=FR7' });
    const secret = await screen.findByRole('region', { name: 'Round FR7: its server seed is still secret' });
    expect(within(secret).getByText('2.84')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();

    const panel = screen.getByRole('region', { name: 'Your seeds' });
    await user.click(await within(panel).findByRole('button', { name: 'Rotate and reveal' }));
    const shown = await result();
    expect(within(shown).getByText('Matches: this is the round you were promised.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Round FR7: its server seed is still secret' })).toBeNull();
    // the revealed seed, its hash shown before, and the SHA-256 computed here
    expect(within(panel).getByText('Last revealed seed')).toBeTruthy();
    expect(row(panel, 'SHA-256 computed in your browser').textContent).toContain('Matches');
    expect(row(panel, 'Server seed hash').textContent).toBe('b'.repeat(64));
  });

  it('says when the seeds cannot be loaded, and tries again', async () => {
    server({ [SEEDS]: inTurn({ statusCode: 500, message: 'internalServerError' }, SEEDS_ANSWER), [HISTORY]: HISTORY_ANSWER });
    const user = userEvent.setup();
    renderWithProviders(<VerifyPage />, { path: '/verify' });
    const panel = await screen.findByRole('region', { name: 'Your seeds' });
    const failed = await within(panel).findByRole('alert');
    expect(failed.textContent).toContain('Your seeds could not be loaded.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText(SEED_HASH)).toBeTruthy();
  });
});
