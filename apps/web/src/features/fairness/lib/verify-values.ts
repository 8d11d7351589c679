import {
  FAIR_GAMES,
  type FairBetParams,
  type FairGame,
  fairVerifyRequest,
  fields,
  hundredthsText,
  SHARED_ROUND_GAMES,
} from '@wl/contract';
import type { FormCheck, FormErrors } from '@/shared/forms/contract-form';
import type { FairVerifyInput, StoredFairRound } from '../api/verify-round';

/** The verify form as typed: every field text, turned into the call's body by checkVerifyValues. */
export interface VerifyValues {
  game: FairGame;
  server_seed: string;
  client_seed: string;
  nonce: string;
  /** the server seed's hash shown before the round (for crash and racing: the previous round's seed) */
  published_hash: string;
  target: string;
  direction: string;
  mines: string;
  picks: string;
  rows: string;
  risk: string;
  numbers: string;
  cash_out: string;
  weights: string;
  runner: string;
  kind: string;
}

/** The verify call's body as the form sends it: seeds and parameters always, the nonce for the player's games. */
export type VerifyBody = { [Field in 'server_seed' | 'client_seed' | 'params']-?: NonNullable<FairVerifyInput[Field]> } & Pick<
  FairVerifyInput,
  'nonce' | 'rtp'
>;

export interface CheckedVerify {
  input: VerifyBody;
  publishedHash: string | null;
}

export const isSharedRoundGame = (game: FairGame) => (SHARED_ROUND_GAMES as readonly string[]).includes(game);
export const isFairGame = (value: string | null): value is FairGame => FAIR_GAMES.some((game) => game === value);

export const EMPTY_VERIFY_VALUES: VerifyValues = {
  game: 'dice',
  server_seed: '',
  client_seed: '',
  nonce: '0',
  published_hash: '',
  target: '50.00',
  direction: 'under',
  mines: '3',
  picks: '',
  rows: '16',
  risk: 'medium',
  numbers: '',
  cash_out: '2.00',
  weights: '',
  runner: '1',
  kind: 'win',
};

const listText = (values: readonly number[]) => values.join(', ');

/** The form's fields for a bet's parameters (runners counted from 1, as the race card shows them). */
export function paramsValues(params: FairBetParams): Partial<VerifyValues> {
  switch (params.game) {
    case 'dice':
      return { target: hundredthsText(params.target), direction: params.direction };
    case 'mines':
      return { mines: String(params.mines), picks: listText(params.picks) };
    case 'plinko':
      return { rows: String(params.rows), risk: params.risk };
    case 'keno':
      return { numbers: listText(params.numbers) };
    case 'bingo':
      return {};
    case 'crash':
      return { cash_out: hundredthsText(params.cash_out) };
    case 'racing':
      return { weights: listText(params.weights), runner: String(params.runner + 1), kind: params.kind };
  }
}

/** The form filled from a stored round: its seeds (the server seed once revealed), nonce, parameters and published hash. */
export function valuesOfRound(round: StoredFairRound): VerifyValues {
  return {
    ...EMPTY_VERIFY_VALUES,
    game: round.game,
    server_seed: round.server_seed ?? '',
    client_seed: round.client_seed,
    nonce: String(round.nonce),
    published_hash: round.server_seed_hash,
    ...paramsValues(round.params),
  };
}

const WHOLE = /^\d{1,16}$/;
const HUNDREDTHS = /^\d{1,9}(\.\d{1,2})?$/;

const whole = (text: string) => (WHOLE.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const hundredths = (text: string) => (HUNDREDTHS.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN);
function list(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  return parts.every((part) => WHOLE.test(part)) ? parts.map(Number) : null;
}

type ParamField =
  | 'target'
  | 'direction'
  | 'mines'
  | 'picks'
  | 'rows'
  | 'risk'
  | 'numbers'
  | 'cash_out'
  | 'weights'
  | 'runner'
  | 'kind';

/** The bet's parameters as typed, and the fields that are not numbers or lists at all. */
function paramsOf(values: VerifyValues): { params: Record<string, unknown>; unreadable: ParamField[] } {
  const unreadable: ParamField[] = [];
  const number = (field: ParamField, value: number) => {
    if (Number.isNaN(value)) unreadable.push(field);
    return value;
  };
  const numbers = (field: ParamField) => {
    const parsed = list(values[field]);
    if (!parsed) unreadable.push(field);
    return parsed ?? [];
  };
  switch (values.game) {
    case 'dice':
      return {
        params: { game: 'dice', target: number('target', hundredths(values.target)), direction: values.direction },
        unreadable,
      };
    case 'mines':
      return { params: { game: 'mines', mines: number('mines', whole(values.mines)), picks: numbers('picks') }, unreadable };
    case 'plinko':
      return { params: { game: 'plinko', rows: number('rows', whole(values.rows)), risk: values.risk }, unreadable };
    case 'keno':
      return { params: { game: 'keno', numbers: numbers('numbers') }, unreadable };
    case 'bingo':
      return { params: { game: 'bingo' }, unreadable };
    case 'crash':
      return { params: { game: 'crash', cash_out: number('cash_out', hundredths(values.cash_out)) }, unreadable };
    case 'racing':
      return {
        params: {
          game: 'racing',
          weights: numbers('weights'),
          runner: number('runner', whole(values.runner)) - 1,
          kind: values.kind,
        },
        unreadable,
      };
  }
}

/** The contract's rules of the verify call, on the fields the form sends: the server checks the same. */
const verifyBody = fairVerifyRequest
  .pick({ server_seed: true, client_seed: true, nonce: true, params: true, rtp: true })
  .required({ server_seed: true, client_seed: true, params: true });

const PUBLISHED_HASH = /^[0-9a-f]{64}$/;

/** The form field a refusal of the call's body is about (a parameter's own field, else the game). */
function fieldOfIssue(path: readonly PropertyKey[]): keyof VerifyValues {
  const [first, second] = path.map(String);
  if (first === 'params') return second && second in EMPTY_VERIFY_VALUES ? (second as keyof VerifyValues) : 'game';
  return first && first in EMPTY_VERIFY_VALUES ? (first as keyof VerifyValues) : 'game';
}

/**
 * The form's values as the verify call's body, checked with the contract's rules (the server's
 * own), at the RTP the round is recomputed at; or a message key per refused field.
 */
export function checkVerifyValues(values: VerifyValues, rtp: number | undefined): FormCheck<VerifyValues, CheckedVerify> {
  const shared = isSharedRoundGame(values.game);
  const { params, unreadable } = paramsOf(values);
  const errors: FormErrors<VerifyValues> = {};
  for (const field of unreadable) errors[field] = 'invalid';
  const nonce = shared ? undefined : whole(values.nonce);
  if (nonce !== undefined && Number.isNaN(nonce)) errors.nonce = values.nonce.trim() ? 'invalid' : 'required';
  const body = {
    server_seed: values.server_seed.trim(),
    client_seed: values.client_seed.trim(),
    ...(nonce === undefined || Number.isNaN(nonce) ? {} : { nonce }),
    params,
    ...(rtp === undefined ? {} : { rtp }),
  };
  const parsed = verifyBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssue(issue.path);
      const typed = values[field];
      errors[field] ??= typeof typed === 'string' && !typed.trim() ? 'required' : fields.issueKey(issue);
    }
  }
  const publishedHash = values.published_hash.trim().toLowerCase();
  if (publishedHash && !PUBLISHED_HASH.test(publishedHash)) errors.published_hash = 'pages:verify.invalidHash';
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, data: { input: parsed.data, publishedHash: publishedHash || null } };
}
