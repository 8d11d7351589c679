import { hundredthsText } from '@wl/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedRoundAnswer } from '../api/verify-shared-round';
import { hashTimes, sha256Hex } from '../lib/fair-stream';
import { Badge } from './verify-result';

/** What the browser works out of a shared round by itself: its seed's hash, and the chain's end from the seed. */
function useChainCheck(seed: string | null, number: number) {
  const [check, setCheck] = useState<{ seedHash: string; chainEnd: string } | null>(null);
  useEffect(() => {
    if (!seed) return;
    let current = true;
    void Promise.all([sha256Hex(seed), hashTimes(seed, number)]).then(([seedHash, chainEnd]) => {
      if (current) setCheck({ seedHash, chainEnd });
    });
    return () => {
      current = false;
    };
  }, [seed, number]);
  return check;
}

/**
 * A finished crash or race round (fairRoundVerify): its outcome as the server recomputes it, its seed,
 * and the hash chain checked in the browser: the seed hashed as many times as its place in the chain
 * gives the terminal hash published before the chain's first round.
 */
export function SharedRound({ answer }: { answer: SharedRoundAnswer }) {
  const { t } = useTranslation('pages');
  const { round } = answer;
  const check = useChainCheck(round.seed, round.number);
  return (
    <section className="card fair-result" aria-labelledby="fair-shared-title" aria-live="polite">
      <h2 id="fair-shared-title">{t('verify.shared.title', { round: round.round_id, game: t(`verify.game.${round.game}`) })}</h2>
      {check ? (
        <p className={`fair-verdict ${check.chainEnd === answer.terminal_hash ? 'is-match' : 'is-mismatch'}`}>
          {check.chainEnd === answer.terminal_hash ? t('verify.shared.verdict.match') : t('verify.shared.verdict.mismatch')}
        </p>
      ) : null}
      {answer.crash_point !== null ? (
        <p className="fair-big-figure">
          <span>{t('verify.outcome.crashPoint')}</span> <strong>{hundredthsText(answer.crash_point)}×</strong>
        </p>
      ) : (
        <p>{t('verify.outcome.finish', { runners: (answer.finish ?? []).map((runner) => runner + 1).join(', ') })}</p>
      )}
      <dl className="fair-figures">
        <div>
          <dt>{t('verify.shared.place', { number: round.number })}</dt>
          <dd className="fair-hash">{round.seed}</dd>
        </div>
        <div>
          <dt>{t('verify.result.roundSeedHash')}</dt>
          <dd className="fair-hash">{check?.seedHash ?? t('verify.seeds.computing')}</dd>
        </div>
        <div>
          <dt>{t('verify.shared.terminalHash')}</dt>
          <dd className="fair-hash">{answer.terminal_hash}</dd>
        </div>
        <div>
          <dt>{t('verify.shared.chainBrowser', { count: round.number })}</dt>
          <dd>
            {check ? (
              <>
                <span className="fair-hash">{check.chainEnd}</span> <Badge ok={check.chainEnd === answer.terminal_hash} />
              </>
            ) : (
              t('verify.seeds.computing')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('verify.shared.chainServer')}</dt>
          <dd>
            <Badge ok={answer.chain_valid} />
          </dd>
        </div>
        <div>
          <dt>{t('verify.form.salt')}</dt>
          <dd className="fair-hash">{answer.salt}</dd>
        </div>
        <div>
          <dt>{t('verify.result.roundHash')}</dt>
          <dd className="fair-hash">{answer.round_hash}</dd>
        </div>
      </dl>
    </section>
  );
}
