import { FAIR_GAMES } from '@wl/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm, checkResolver, SubmitButton, showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { formOutcome } from '@/shared/forms/form-outcome';
import { useFairGames } from '../api/get-fair-games';
import { verifyWithServer } from '../api/verify-round';
import { isPlayerSeeded, recomputeInBrowser } from '../lib/browser-outcome';
import { sha256Hex } from '../lib/fair-stream';
import { type CheckedVerify, checkVerifyValues, isSharedRoundGame, type VerifyValues } from '../lib/verify-values';
import { type Verification, VerifyResult } from './verify-result';

const SERVER_FIELDS = ['server_seed', 'client_seed', 'nonce', 'params', 'rtp'] as const;
const PLINKO_ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];

export interface VerifyFormProps {
  initial: VerifyValues;
  /** recompute at once (a stored round whose seed is revealed) */
  autoVerify?: boolean;
  /** the stored round's RTP; otherwise the site's RTP of the game */
  storedRtp?: number;
}

/**
 * The seeds, nonce and bet of a round, recomputed on submit by the server's verify call and, for
 * the player's own games, in the browser; the result says whether the two agree and whether the
 * server seed is the one whose hash was published.
 */
export function VerifyForm({ initial, autoVerify = false, storedRtp }: VerifyFormProps) {
  const { t } = useTranslation(['pages', 'ui']);
  const id = useId();
  const games = useFairGames();
  const rtpOf = useRef((game: VerifyValues['game']) => storedRtp ?? games.data?.find((info) => info.game === game)?.rtp);
  rtpOf.current = (game) => storedRtp ?? games.data?.find((info) => info.game === game)?.rtp;
  const form = useContractForm(
    checkResolver((values: VerifyValues) => checkVerifyValues(values, rtpOf.current(values.game))),
    initial,
  );
  const [result, setResult] = useState<{ verification: Verification; rtp: number | undefined } | null>(null);
  const game = form.watch('game');
  const shared = isSharedRoundGame(game);
  const errors = form.formState.errors;

  async function verify({ input, publishedHash }: CheckedVerify): Promise<undefined> {
    setResult(null);
    const answer = await formOutcome(verifyWithServer(input), { fields: SERVER_FIELDS });
    if (answer.status === 'invalid') {
      const { params, rtp, ...rest } = answer.errors;
      showFieldErrors(form.setError, { ...rest, game: params ?? rtp });
      return;
    }
    if (answer.status !== 'ok') return;
    const { params } = input;
    const [seedHash, browser] = await Promise.all([
      sha256Hex(input.server_seed),
      isPlayerSeeded(params)
        ? recomputeInBrowser({ serverSeed: input.server_seed, clientSeed: input.client_seed, nonce: input.nonce ?? 0, params })
        : null,
    ]);
    setResult({ verification: { params, publishedHash, seedHash, server: answer.value, browser }, rtp: input.rtp });
  }

  // A stored round opened by its id is checked as soon as it is shown; the form stays to change it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the round the form was opened with
  useEffect(() => {
    if (!autoVerify) return;
    const checked = checkVerifyValues(initial, storedRtp);
    if (checked.ok) void verify(checked.data);
  }, []);

  const text = (name: keyof VerifyValues, label: string, hint?: string, mono = false) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...form.register(name)}
          type="text"
          autoComplete="off"
          spellCheck={false}
          className={mono ? 'fair-mono' : undefined}
        />
      )}
    </Field>
  );
  const select = (name: keyof VerifyValues, label: string, options: { value: string; label: string }[]) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      {(control) => (
        <select {...control} {...form.register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <>
      <section className="card fair-form-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('verify.form.title')}</h2>
        <ContractForm form={form} onSubmit={verify} fieldsetClassName="fair-form">
          {select(
            'game',
            t('verify.form.game'),
            FAIR_GAMES.map((value) => ({ value, label: t(`verify.game.${value}`) })),
          )}
          {shared ? <p className="fair-note">{t('verify.form.sharedNote')}</p> : null}
          {text('server_seed', shared ? t('verify.form.roundSeed') : t('verify.form.serverSeed'), undefined, true)}
          {text('client_seed', shared ? t('verify.form.salt') : t('verify.form.clientSeed'), undefined, true)}
          {shared ? null : text('nonce', t('verify.form.nonce'))}
          {text(
            'published_hash',
            shared ? t('verify.form.previousSeed') : t('verify.form.publishedHash'),
            shared ? t('verify.form.previousSeedHint') : t('verify.form.publishedHashHint'),
            true,
          )}
          <fieldset className="fair-params">
            <legend>{t('verify.form.bet')}</legend>
            {game === 'dice' ? (
              <>
                {text('target', t('verify.form.target'), t('verify.form.targetHint'))}
                {select('direction', t('verify.form.direction'), [
                  { value: 'under', label: t('verify.form.under') },
                  { value: 'over', label: t('verify.form.over') },
                ])}
              </>
            ) : null}
            {game === 'mines' ? (
              <>
                {text('mines', t('verify.form.mines'), t('verify.form.minesHint'))}
                {text('picks', t('verify.form.picks'), t('verify.form.picksHint'))}
              </>
            ) : null}
            {game === 'plinko' ? (
              <>
                {select(
                  'rows',
                  t('verify.form.rows'),
                  PLINKO_ROWS.map((rows) => ({ value: String(rows), label: String(rows) })),
                )}
                {select('risk', t('verify.form.risk'), [
                  { value: 'low', label: t('verify.form.riskLow') },
                  { value: 'medium', label: t('verify.form.riskMedium') },
                  { value: 'high', label: t('verify.form.riskHigh') },
                ])}
              </>
            ) : null}
            {game === 'keno' ? text('numbers', t('verify.form.numbers'), t('verify.form.numbersHint')) : null}
            {game === 'bingo' ? <p className="fair-note">{t('verify.form.bingoNote')}</p> : null}
            {game === 'crash' ? text('cash_out', t('verify.form.cashOut'), t('verify.form.cashOutHint')) : null}
            {game === 'racing' ? (
              <>
                {text('weights', t('verify.form.weights'), t('verify.form.weightsHint'))}
                {text('runner', t('verify.form.runner'))}
                {select('kind', t('verify.form.kind'), [
                  { value: 'win', label: t('verify.form.win') },
                  { value: 'place', label: t('verify.form.place') },
                ])}
              </>
            ) : null}
          </fieldset>
          <SubmitButton
            label={t('verify.form.submit')}
            busyLabel={t('verify.form.submitting')}
            className="button button-primary"
          />
        </ContractForm>
      </section>
      {result ? <VerifyResult verification={result.verification} rtp={result.rtp} /> : null}
    </>
  );
}
