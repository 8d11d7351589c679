import '../fairness.css';
import type { FairGame } from '@wl/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureOf } from '@/shared/api/client';
import { ContractForm, checkResolver, type FormCheck, SubmitButton, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { useUserStore } from '@/shared/session/user-store';
import { QueryState } from '@/shared/ui/query-state';
import { useStoredRound } from '../api/verify-round';
import { isSharedRoundId, useSharedRound } from '../api/verify-shared-round';
import { OutcomeView } from '../components/outcome-view';
import { SeedsPanel } from '../components/seeds-panel';
import { SharedRound } from '../components/shared-round';
import { VerifyForm } from '../components/verify-form';
import { EMPTY_VERIFY_VALUES, isFairGame, valuesOfRound } from '../lib/verify-values';

type LookupValues = { round: string };
const lookupRules = checkResolver(
  (values: LookupValues): FormCheck<LookupValues, string> =>
    values.round.trim() ? { ok: true, data: values.round.trim() } : { ok: false, errors: { round: 'required' } },
);

/** A round id to open: the query's `round`, as the bet history and the game screens link to it. */
function RoundLookup({ roundId, game }: { roundId: string | undefined; game: FairGame | undefined }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const [, setSearch] = useSearchParams();
  const form = useContractForm(lookupRules, { round: roundId ?? '' });
  return (
    <ContractForm
      form={form}
      onSubmit={(round) => {
        setSearch(game ? { game, round } : { round });
      }}
      className="card fair-lookup"
      fieldsetClassName="fair-inline-form"
      aria-labelledby={`${id}-title`}
      intro={<h2 id={`${id}-title`}>{t('verify.lookup.title')}</h2>}
    >
      <Field
        id={`${id}-round`}
        label={t('verify.lookup.round')}
        error={form.formState.errors.round?.message}
        hint={t('verify.lookup.hint')}
      >
        {(control) => <input {...control} {...form.register('round')} type="text" autoComplete="off" spellCheck={false} />}
      </Field>
      <SubmitButton label={t('verify.lookup.submit')} busyLabel={t('verify.lookup.submit')} className="button" />
    </ContractForm>
  );
}

/** Why a round could not be opened: no such round, an id that is no round's, or a failure to retry. */
function LookupFailure({ query }: { query: { error: unknown; isError: boolean; refetch(): unknown } }) {
  const { t } = useTranslation(['pages', 'errors', 'validation']);
  const message = failureOf(query.error)?.message;
  if (message === 'roundNotFound' || message === 'validationFailed') {
    return (
      <p className="card inline-error" role="alert">
        {message === 'roundNotFound' ? t('errors:roundNotFound') : t('validation:invalidRound')}
      </p>
    );
  }
  return <QueryState query={query} errorMessage={t('verify.lookup.loadError')} loadingLook="box" errorLook="card" />;
}

/**
 * A crash or race round by its id: the server's recomputation and the chain checked here; its seed
 * and the site's salt fill the form, to recompute it with other cash-outs or bets.
 */
function StoredSharedRound({ roundId }: { roundId: string }) {
  const shared = useSharedRound(roundId);
  if (shared.isPending) return <QueryState query={shared} errorMessage="" loadingLook="box" errorLook="card" />;
  if (shared.isError) {
    return (
      <>
        <LookupFailure query={shared} />
        <VerifyForm key="blank-shared" initial={{ ...EMPTY_VERIFY_VALUES, game: 'crash' }} />
      </>
    );
  }
  const { round, salt } = shared.data;
  const initial = {
    ...EMPTY_VERIFY_VALUES,
    game: round.game,
    server_seed: round.seed ?? '',
    client_seed: salt,
    ...(round.weights ? { weights: round.weights.join(', ') } : {}),
  };
  return (
    <>
      <SharedRound answer={shared.data} />
      <VerifyForm key={`${roundId}-shared`} initial={initial} storedRtp={round.rtp} />
    </>
  );
}

/** The round of the query, looked up: its seeds fill the form, and once revealed it is checked at once. */
function StoredRound({ roundId, game }: { roundId: string; game: FairGame | undefined }) {
  const { t } = useTranslation('pages');
  const stored = useStoredRound(roundId);
  const blank = { ...EMPTY_VERIFY_VALUES, game: game ?? EMPTY_VERIFY_VALUES.game };
  if (stored.isPending) return <QueryState query={stored} errorMessage="" loadingLook="box" errorLook="card" />;
  if (stored.isError) {
    return (
      <>
        <LookupFailure query={stored} />
        <VerifyForm key={`blank-${game}`} initial={blank} />
      </>
    );
  }
  const round = stored.data.round;
  if (!round) return <VerifyForm key={`blank-${game}`} initial={blank} />;
  const values = valuesOfRound(round);
  if (round.server_seed)
    return <VerifyForm key={`${round.round_id}-revealed`} initial={values} autoVerify storedRtp={round.rtp} />;
  return (
    <>
      <section className="card fair-secret" aria-labelledby="fair-secret-title">
        <h2 id="fair-secret-title">{t('verify.secret.title', { round: round.round_id })}</h2>
        <p>{t('verify.secret.text')}</p>
        <OutcomeView outcome={stored.data.outcome} params={round.params} />
        <p>{t('verify.secret.multiplier', { multiplier: stored.data.multiplier })}</p>
      </section>
      <VerifyForm key={`${round.round_id}-secret`} initial={values} storedRtp={round.rtp} />
    </>
  );
}

/**
 * /verify, open to anyone: recompute any provably fair round from its seeds, or open one by its id
 * (?game=…&round=…, the bet history's and game screens' links); a logged-in player also gets their
 * seeds and latest rounds.
 */
export default function VerifyPage() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const roundId = search.get('round')?.trim() || undefined;
  const queryGame = search.get('game');
  const game = isFairGame(queryGame) ? queryGame : undefined;
  const loggedIn = useUserStore((state) => state.isAuthenticated);
  return (
    <section className="page verify-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('verify.title')}</h1>
      <p className="fair-intro">{t('verify.intro')}</p>
      <div className="fair-layout">
        <div className="fair-main">
          <RoundLookup key={roundId ?? ''} roundId={roundId} game={game} />
          {roundId && isSharedRoundId(roundId) ? (
            <StoredSharedRound key={roundId} roundId={roundId} />
          ) : roundId ? (
            <StoredRound key={roundId} roundId={roundId} game={game} />
          ) : (
            <VerifyForm key={game ?? ''} initial={{ ...EMPTY_VERIFY_VALUES, game: game ?? EMPTY_VERIFY_VALUES.game }} />
          )}
        </div>
        {loggedIn ? <SeedsPanel /> : <p className="card fair-log-in">{t('verify.seeds.logIn')}</p>}
      </div>
    </section>
  );
}
