import type { FairBetParams } from '@wl/contract';
import { hundredthsText } from '@wl/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FairVerifyAnswer } from '../api/verify-round';
import { type BrowserRound, sameOutcome } from '../lib/browser-outcome';
import { OutcomeView } from './outcome-view';

/** A round checked both ways: by the server's verify call and, for the player's own games, in the browser. */
export interface Verification {
  params: FairBetParams;
  /** the hash published before the round, when known */
  publishedHash: string | null;
  /** SHA-256 of the server seed (or round seed), computed in the browser */
  seedHash: string;
  server: FairVerifyAnswer;
  /** null for crash and racing, which the server recomputes alone */
  browser: BrowserRound | null;
}

export function Badge({ ok }: { ok: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <strong className={`fair-badge ${ok ? 'is-match' : 'is-mismatch'}`}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {ok ? t('verify.matches') : t('verify.doesNotMatch')}
    </strong>
  );
}

/** The outcome, and whether the seed is the one published and the browser's recomputation the server's. */
export function VerifyResult({ verification, rtp }: { verification: Verification; rtp: number | undefined }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const { params, publishedHash, seedHash, server, browser } = verification;
  const shared = browser === null;
  const hashMatches = publishedHash === null ? null : publishedHash === seedHash;
  const agree = browser ? sameOutcome(browser.outcome, server.outcome) && browser.roundHash === server.round_hash : null;
  const verdict = hashMatches === false || agree === false ? 'mismatch' : hashMatches ? 'match' : 'unknown';
  return (
    <section className="card fair-result" aria-labelledby={`${id}-title`} aria-live="polite">
      <h2 id={`${id}-title`}>{t('verify.result.title')}</h2>
      <p className={`fair-verdict is-${verdict}`}>{t(`verify.result.verdict.${verdict}`)}</p>
      <OutcomeView outcome={browser?.outcome ?? server.outcome} params={params} />
      <dl className="fair-figures">
        <div>
          <dt>{shared ? t('verify.result.roundSeedHash') : t('verify.result.seedHash')}</dt>
          <dd className="fair-hash">{seedHash}</dd>
        </div>
        <div>
          <dt>{shared ? t('verify.result.previousSeed') : t('verify.result.publishedHash')}</dt>
          <dd>
            {publishedHash ? (
              <>
                <span className="fair-hash">{publishedHash}</span> <Badge ok={hashMatches === true} />
              </>
            ) : (
              t('verify.result.noPublishedHash')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('verify.result.browser')}</dt>
          <dd>{agree === null ? t('verify.result.serverOnly') : <Badge ok={agree} />}</dd>
        </div>
        {server.round_hash ? (
          <div>
            <dt>{t('verify.result.roundHash')}</dt>
            <dd className="fair-hash">{server.round_hash}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('verify.result.pays')}</dt>
          <dd>
            {rtp === undefined
              ? t('verify.result.multiplier', { multiplier: server.multiplier })
              : t('verify.result.multiplierAt', { multiplier: server.multiplier, rtp: hundredthsText(rtp) })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
