import { CRASH_GROWTH_PER_MS, CRASH_TIMING, crashMultiplierAt, crashTimeOf, hundredthsText } from '@wl/contract';
import { useEffect, useRef, useState } from 'react';
import { type LiveShell, secondsUntil } from './shared-shell';
import { isTyping } from './shell';

/** The automatic cash-out the contract takes, in hundredths: 1.01× to 1,000,000×. */
const AUTO_MIN = 101;
const AUTO_MAX = 100_000_000;

/** A typed multiplier (2, 2.5, 2.50) in hundredths, or undefined when it is none the game takes. */
export function readAutoCashOut(text: string): number | undefined {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return undefined;
  const hundredths = Math.round(Number(text.trim()) * 100);
  return hundredths >= AUTO_MIN && hundredths <= AUTO_MAX ? hundredths : undefined;
}

/**
 * The multiplier the screen shows while the round runs: the curve at the server's time now, but
 * no further than two ticks past the last one heard (a stalled stream does not fly on), and never
 * below the last tick.
 */
export function shownMultiplier(shell: LiveShell): number {
  const { live, now } = shell;
  const started = Date.parse(live.round!.started_at);
  const heard = Math.max(live.multiplierAt, started) - started;
  const elapsed = Math.min(now - started, heard + 2 * CRASH_TIMING.tickMs);
  return Math.max(crashMultiplierAt(elapsed), live.round!.phase === 'running' ? live.multiplier : 100);
}

const WIDTH = 320;
const HEIGHT = 180;

/** The curve m(t) from the start to `elapsedMs`, scaled to fit with some room ahead. */
function Curve({ elapsedMs, multiplier, crashed }: { elapsedMs: number; multiplier: number; crashed: boolean }) {
  const spanMs = Math.max(10_000, elapsedMs * 1.15);
  const top = Math.max(2, (multiplier / 100) * 1.15);
  const x = (ms: number) => (ms / spanMs) * WIDTH;
  const y = (value: number) => HEIGHT - ((value - 1) / (top - 1)) * HEIGHT;
  const steps = 48;
  // drawn from the curve itself: the multiplier's hundredths, floored, would draw it in steps
  const points = Array.from({ length: steps + 1 }, (_, step) => {
    const ms = (elapsedMs * step) / steps;
    return `${x(ms).toFixed(1)},${y(Math.exp(CRASH_GROWTH_PER_MS * ms)).toFixed(1)}`;
  });
  const last = points[points.length - 1]!;
  return (
    <svg className={`fair-crash-curve${crashed ? ' is-crashed' : ''}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
      {[2, 5, 10, 50, 100, 1000]
        .filter((line) => line < top)
        .map((line) => (
          <g key={line} className="fair-crash-grid">
            <line x1="0" x2={WIDTH} y1={y(line)} y2={y(line)} />
            <text x="4" y={y(line) - 3}>
              {line}×
            </text>
          </g>
        ))}
      <polygon className="fair-crash-area" points={`0,${HEIGHT} ${points.join(' ')} ${last.split(',')[0]},${HEIGHT}`} />
      <polyline className="fair-crash-line" points={points.join(' ')} />
      <circle className="fair-crash-dot" cx={last.split(',')[0]} cy={last.split(',')[1]} r="5" />
    </svg>
  );
}

/**
 * Crash: bets while the countdown runs, then the curve climbs until the crash; a bet in the round
 * cashes out by hand (the button, Space or C) or at its automatic target.
 */
export function CrashScreen({ shell }: { shell: LiveShell }) {
  const { t, live, phase, now, money, mine } = shell;
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState('2.00');
  const [autoError, setAutoError] = useState<string>();
  const round = live.round;
  const bet = mine.find((candidate) => candidate.kind === 'crash');
  const running = phase === 'running' && round !== null;
  const multiplier = running ? shownMultiplier(shell) : (round?.crash_point ?? 100);
  const canCashOut = running && bet?.state === 'active';
  const canBet = phase === 'betting' && !bet;

  async function placeBet(): Promise<void> {
    let auto: number | null = null;
    if (autoOn) {
      const read = readAutoCashOut(autoText);
      if (read === undefined) {
        setAutoError(t('crashAutoInvalid'));
        document.getElementById('fair-crash-auto')?.focus();
        return;
      }
      auto = read;
    }
    setAutoError(undefined);
    await shell.placeBet({ kind: 'crash', auto_cash_out: auto });
  }

  const action = canCashOut ? () => void shell.cashOut(bet.bet_id) : canBet ? () => void placeBet() : undefined;
  const keys = useRef({ action, canCashOut, busy: shell.busy });
  keys.current = { action, canCashOut, busy: shell.busy };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || keys.current.busy || isTyping(event.target)) return;
      if (event.key === ' ' && keys.current.action) {
        event.preventDefault();
        keys.current.action();
      } else if (event.key.toLowerCase() === 'c' && keys.current.canCashOut) keys.current.action?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const status = !round
    ? ''
    : phase === 'betting'
      ? t('crashStartsIn', { seconds: secondsUntil(round.betting_ends_at, now) })
      : phase === 'running'
        ? t('crashFlying')
        : t('crashCrashedNext', {
            multiplier: hundredthsText(round.crash_point ?? 100),
            seconds: secondsUntil(round.next_at, now),
          });
  const mineText = !bet
    ? ''
    : bet.state === 'cashed_out'
      ? t('crashCashedOut', { multiplier: hundredthsText(bet.cash_out ?? 100), amount: money(bet.payout) })
      : bet.state === 'lost'
        ? t('crashLost', { multiplier: hundredthsText(round?.crash_point ?? 100) })
        : phase === 'ended' && bet.state === 'active'
          ? t('crashSettling')
          : bet.auto_cash_out !== null
            ? t('crashInRoundAuto', { amount: money(bet.bet), multiplier: hundredthsText(bet.auto_cash_out) })
            : t('crashInRound', { amount: money(bet.bet) });
  const cashValue = bet ? Math.floor((bet.bet * multiplier) / 100) : 0;

  return (
    <>
      <section className="fair-board fair-crash" aria-label={t('crashBoard')}>
        <div className={`fair-crash-screen is-${phase ?? 'waiting'}`}>
          <Curve
            elapsedMs={running || phase === 'ended' ? crashTimeOf(multiplier) : 0}
            multiplier={multiplier}
            crashed={phase === 'ended'}
          />
          <output className="fair-crash-multiplier" data-testid="fair-crash-multiplier">
            {hundredthsText(multiplier)}×
          </output>
        </div>
        <p className="wl-result" role="status" data-testid="fair-crash-phase">
          {status}
        </p>
        <p className="fair-crash-mine" role="status" data-testid="fair-crash-mine">
          {mineText}
        </p>
      </section>
      <section className="fair-controls">
        {shell.betField}
        <fieldset className="fair-choice fair-crash-auto">
          <legend>{t('crashAuto')}</legend>
          <label>
            <input type="checkbox" checked={autoOn} onChange={(event) => setAutoOn(event.target.checked)} disabled={!!bet} />
            {t('crashAutoOn')}
          </label>
          <label className="fair-crash-auto-at">
            {t('crashAutoAt')}
            <input
              id="fair-crash-auto"
              inputMode="decimal"
              autoComplete="off"
              value={autoText}
              onChange={(event) => setAutoText(event.target.value)}
              disabled={!autoOn || !!bet}
              aria-invalid={autoError ? true : undefined}
              aria-describedby="fair-crash-auto-hint fair-crash-auto-error"
            />
            <span aria-hidden="true">×</span>
          </label>
          <p id="fair-crash-auto-hint" className="fair-hint">
            {t('crashAutoHint')}
          </p>
          <p id="fair-crash-auto-error" className="fair-field-error">
            {autoError}
          </p>
        </fieldset>
        <div className="fair-play">
          <button
            type="button"
            className={`wl-spin fair-bet-button${canCashOut ? ' is-cash-out' : ''}`}
            onClick={action}
            disabled={!action || shell.busy}
          >
            {canCashOut
              ? t('crashCashOut', { amount: money(cashValue) })
              : canBet
                ? t('crashBet')
                : bet && phase === 'betting'
                  ? t('crashBetIn')
                  : t('crashWait')}
          </button>
        </div>
        <p className="fair-hint fair-keys">
          <strong>{t('keysTitle')}:</strong> {t('crashKeys')}
        </p>
      </section>
    </>
  );
}
