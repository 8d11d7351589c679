import { fairSetClientSeedRequest } from '@wl/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyRoundPath } from '@/config/routes';
import { failureOf } from '@/shared/api/client';
import { ContractForm, contractResolver, SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { formOutcome } from '@/shared/forms/form-outcome';
import { formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import { QueryState } from '@/shared/ui/query-state';
import { type RevealedSeedPair, type SeedPair, useFairSeeds } from '../api/get-fair-seeds';
import { useRecentRounds } from '../api/get-recent-rounds';
import { useRotateSeed } from '../api/rotate-seed';
import { useSetClientSeed } from '../api/set-client-seed';
import { sha256Hex } from '../lib/fair-stream';
import { Badge } from './verify-result';

type ClientSeedValues = { client_seed: string };
const clientSeedRules = contractResolver<ClientSeedValues, ClientSeedValues>(
  fairSetClientSeedRequest.pick({ client_seed: true }),
);

function ClientSeedForm({ current }: { current: SeedPair }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const save = useSetClientSeed();
  const form = useContractForm(clientSeedRules, { client_seed: current.client_seed });
  const [saved, setSaved] = useState(false);

  async function submit({ client_seed }: { client_seed: string }): Promise<undefined> {
    setSaved(false);
    const outcome = await formOutcome(save.mutateAsync(client_seed), { fields: ['client_seed'] });
    if (outcome.status === 'invalid') showFieldErrors(form.setError, outcome.errors);
    if (outcome.status === 'ok') setSaved(true);
  }

  return (
    <ContractForm form={form} onSubmit={submit} fieldsetClassName="fair-inline-form">
      <Field
        id={`${id}-client-seed`}
        label={t('verify.seeds.clientSeed')}
        error={form.formState.errors.client_seed?.message}
        hint={t('verify.seeds.clientSeedHint')}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('client_seed')}
            type="text"
            autoComplete="off"
            spellCheck={false}
            className="fair-mono"
          />
        )}
      </Field>
      <SubmitButton label={t('verify.seeds.saveClientSeed')} busyLabel={t('verify.seeds.saving')} className="button" />
      <p className="fair-status" role="status">
        {saved ? t('verify.seeds.clientSeedSaved') : null}
      </p>
    </ContractForm>
  );
}

/** The SHA-256 of a revealed seed, computed here, beside the hash the player was shown before. */
function RevealedPair({ pair }: { pair: RevealedSeedPair }) {
  const { t } = useTranslation('pages');
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void sha256Hex(pair.server_seed).then((computed) => {
      if (current) setHash(computed);
    });
    return () => {
      current = false;
    };
  }, [pair.server_seed]);
  return (
    <div className="fair-revealed">
      <h4>{t('verify.seeds.revealed')}</h4>
      <dl className="fair-figures">
        <div>
          <dt>{t('verify.seeds.serverSeed')}</dt>
          <dd className="fair-hash">{pair.server_seed}</dd>
        </div>
        <div>
          <dt>{t('verify.seeds.hashShown')}</dt>
          <dd className="fair-hash">{pair.server_seed_hash}</dd>
        </div>
        <div>
          <dt>{t('verify.seeds.hashComputed')}</dt>
          <dd>
            {hash === null ? (
              t('verify.seeds.computing')
            ) : (
              <>
                <span className="fair-hash">{hash}</span> <Badge ok={hash === pair.server_seed_hash} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('verify.seeds.rounds')}</dt>
          <dd>{t('verify.seeds.roundsPlayed', { count: pair.nonce, clientSeed: pair.client_seed })}</dd>
        </div>
      </dl>
    </div>
  );
}

function RecentRounds() {
  const { t } = useTranslation('pages');
  const id = useId();
  const rounds = useRecentRounds();
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  return (
    <section className="card fair-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('verify.recent.title')}</h3>
      {rounds.isSuccess ? (
        rounds.data.length === 0 ? (
          <p className="muted">{t('verify.recent.empty')}</p>
        ) : (
          <ul className="fair-rounds">
            {rounds.data.map((bet) => (
              <li key={bet.bet_id}>
                <div>
                  <strong>{bet.game_name}</strong> <span className="fair-mono">{bet.round_id}</span>
                  <br />
                  <time dateTime={bet.created_at} className="muted">
                    {formatDateTime(bet.created_at)}
                  </time>{' '}
                  <span className="muted">
                    {t('verify.recent.money', {
                      stake: formatMoney(bet.stake, currency, { showZero: true }),
                      payout: formatMoney(bet.payout, currency, { showZero: true }),
                    })}
                  </span>
                </div>
                {bet.fair ? (
                  <Link
                    to={verifyRoundPath(bet.fair)}
                    className="button"
                    aria-label={t('verify.recent.verifyRound', { round: bet.round_id })}
                  >
                    {t('verify.recent.verify')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : (
        <QueryState query={rounds} errorMessage={t('verify.recent.loadError')} loadingLook="line" errorLook="inline" />
      )}
    </section>
  );
}

/**
 * A logged-in player's seeds: the pair in use (its server seed's hash only), the client seed to
 * change, the rotation that reveals the server seed, and the latest fair rounds to verify.
 */
export function SeedsPanel() {
  const { t } = useTranslation(['pages', 'errors']);
  const id = useId();
  const seeds = useFairSeeds();
  const rotate = useRotateSeed();
  const [rotateFailure, setRotateFailure] = useState('');
  const lastRevealed = seeds.data?.revealed[0];

  const onRotate = () => {
    setRotateFailure('');
    rotate.mutate(undefined, { onError: (error) => setRotateFailure(errorText(failureOf(error)?.message, t)) });
  };

  return (
    <section className="fair-seeds" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('verify.seeds.title')}</h2>
      <p className="fair-intro">{t('verify.seeds.intro')}</p>
      <div className="fair-seeds-grid">
        <section className="card fair-card" aria-labelledby={`${id}-current`}>
          <h3 id={`${id}-current`}>{t('verify.seeds.current')}</h3>
          {seeds.isSuccess ? (
            <>
              <dl className="fair-figures">
                <div>
                  <dt>{t('verify.seeds.serverSeedHash')}</dt>
                  <dd className="fair-hash">{seeds.data.current.server_seed_hash}</dd>
                </div>
                <div>
                  <dt>{t('verify.seeds.nextNonce')}</dt>
                  <dd>{seeds.data.current.nonce}</dd>
                </div>
              </dl>
              <ClientSeedForm key={seeds.data.current.server_seed_hash} current={seeds.data.current} />
              <div className="fair-rotate">
                <p className="muted">{t('verify.seeds.rotateHint')}</p>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={onRotate}
                  disabled={rotate.isPending}
                  aria-busy={rotate.isPending}
                >
                  {rotate.isPending ? t('verify.seeds.rotating') : t('verify.seeds.rotate')}
                </button>
                {rotateFailure ? (
                  <p className="inline-error" role="alert">
                    {rotateFailure}
                  </p>
                ) : null}
              </div>
              {lastRevealed ? <RevealedPair key={lastRevealed.server_seed} pair={lastRevealed} /> : null}
            </>
          ) : (
            <QueryState query={seeds} errorMessage={t('verify.seeds.loadError')} loadingLook="line" errorLook="inline" />
          )}
        </section>
        <RecentRounds />
      </div>
    </section>
  );
}
