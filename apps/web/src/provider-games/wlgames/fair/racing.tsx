import { RACE_TIMING } from '@wl/contract';
import { useEffect, useRef, useState } from 'react';
import { type LiveShell, secondsUntil } from './shared-shell';
import { isTyping } from './shell';
import { racePlaces } from './tables';

/** The runners' silks, in card order. */
const SILKS = ['#e03131', '#1c7ed6', '#f59f00', '#2f9e44', '#ae3ec9', '#f76707', '#0ca678', '#495057'];
/** How far behind the one before it each runner crosses the line, as a share of the track. */
const GAP = 0.05;

/**
 * Where each runner (card order) is at `progress` (0 to 1) of the race, as a share of the track: all
 * start together and end in the finishing order, the winner on the line; in between each one
 * surges and fades by a wave of its own, the same on every screen (from the round's number).
 */
export function racePositions(finish: readonly number[], progress: number, roundNumber: number): number[] {
  const p = Math.min(1, Math.max(0, progress));
  return finish
    .map((_, runner) => {
      const rank = finish.indexOf(runner);
      const end = 1 - rank * GAP;
      const waves = 1 + ((runner * 7 + roundNumber * 3) % 3);
      const shift = ((runner * 5 + roundNumber) % 8) / 8;
      const wave = 0.06 * Math.sin(Math.PI * p) * Math.sin(2 * Math.PI * (waves * p + shift));
      return Math.min(1, Math.max(0, end * p + wave));
    })
    .map((position) => Math.round(position * 1000) / 1000);
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Virtual horse racing: the card with each horse's win and place odds, a countdown to the race,
 * win and place bets on a horse, the race run over RACE_TIMING.raceMs to the server's finishing
 * order, then the result and what each bet paid.
 */
export function RaceScreen({ shell }: { shell: LiveShell }) {
  const { t, live, phase, now, money, mine } = shell;
  const round = live.round;
  const weights = round?.weights ?? [];
  const odds = round?.odds;
  const places = racePlaces(weights.length);
  const [runner, setRunner] = useState(0);
  const [kind, setKind] = useState<'win' | 'place'>('win');
  const roundId = round?.round_id;
  // a new card: the first horse and a win bet again
  useEffect(() => {
    if (roundId) {
      setRunner(0);
      setKind('win');
    }
  }, [roundId]);
  const canBet = phase === 'betting' && !shell.busy;
  const chosenKind = places === 0 ? 'win' : kind;

  const action = canBet ? () => void shell.placeBet({ kind: chosenKind, runner }) : undefined;
  const keys = useRef(action);
  keys.current = action;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || isTyping(event.target) || !keys.current) return;
      event.preventDefault();
      keys.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const started = round ? Date.parse(round.started_at) : 0;
  const finish = round?.finish ?? null;
  const progress = phase === 'ended' ? 1 : phase === 'running' ? (now - started) / RACE_TIMING.raceMs : 0;
  // reduced motion: the horses stay at the start until the result
  const shownProgress = prefersReducedMotion() && phase === 'running' ? 0 : progress;
  const positions = finish ? racePositions(finish, shownProgress, round!.number) : weights.map(() => 0);
  const horse = (index: number) => t('raceHorse', { runner: index + 1 });

  const status = !round
    ? ''
    : phase === 'betting'
      ? t('raceStartsIn', { time: clock(secondsUntil(round.betting_ends_at, now)) })
      : phase === 'running'
        ? finish
          ? t('raceRunning', { time: clock(secondsUntil(round.ends_at, now)) })
          : t('raceStarting')
        : t('raceFinished', {
            runner: horse(finish?.[0] ?? 0),
            seconds: secondsUntil(round.next_at ?? null, now),
          });

  return (
    <>
      <section className="fair-board fair-race" aria-label={t('raceTrack')}>
        <p className="wl-result" role="status" data-testid="fair-race-phase">
          {status}
        </p>
        <ol className="fair-race-track" aria-hidden="true">
          {weights.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a lane is its runner's place on the card
            <li key={index} className="fair-race-lane">
              <span
                className="fair-race-horse"
                style={{
                  insetInlineStart: `calc(${(positions[index] ?? 0) * 100}% - ${(positions[index] ?? 0) * 2}rem)`,
                  background: SILKS[index % SILKS.length],
                }}
              >
                {index + 1}
              </span>
            </li>
          ))}
        </ol>
        {phase === 'ended' && finish ? (
          <section aria-labelledby="fair-race-result-title">
            <h2 id="fair-race-result-title">{t('raceResult')}</h2>
            <ol className="fair-race-finish" data-testid="fair-race-finish">
              {finish.map((index) => (
                <li key={index}>{horse(index)}</li>
              ))}
            </ol>
          </section>
        ) : null}
        {mine.length > 0 ? (
          <ul className="fair-race-mine" data-testid="fair-race-mine">
            {mine.map((bet) => (
              <li key={bet.bet_id}>
                {t(bet.kind === 'place' ? 'raceBetPlace' : 'raceBetWin', { runner: (bet.runner ?? 0) + 1 })}, {money(bet.bet)}:{' '}
                {bet.state === 'won'
                  ? t('raceBetWon', { amount: money(bet.payout) })
                  : bet.state === 'lost'
                    ? t('raceBetLost')
                    : t('raceBetIn')}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="fair-controls">
        <fieldset className="fair-choice fair-race-card">
          <legend>{t('raceCard')}</legend>
          {weights.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a runner is its place on the card
            <label key={index}>
              <input
                type="radio"
                name="fair-race-runner"
                value={index}
                checked={runner === index}
                onChange={() => setRunner(index)}
                disabled={phase !== 'betting'}
              />
              <span className="fair-race-silk" style={{ background: SILKS[index % SILKS.length] }} aria-hidden="true" />
              <span className="fair-race-name">{horse(index)}</span>{' '}
              <span className="fair-race-odds">
                {t('raceOdds', {
                  win: odds?.win[index]?.toFixed(2) ?? '–',
                  place: places > 0 && odds?.place[index] ? odds.place[index]!.toFixed(2) : '–',
                })}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="fair-choice">
          <legend>{t('raceKind')}</legend>
          {(['win', 'place'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="fair-race-kind"
                value={option}
                checked={chosenKind === option}
                onChange={() => setKind(option)}
                disabled={phase !== 'betting' || (option === 'place' && places === 0)}
              />
              {t(option === 'win' ? 'raceWin' : 'racePlace')}
            </label>
          ))}
          <p className="fair-hint">{places > 0 ? t('racePlaceRule', { places }) : t('raceNoPlace')}</p>
        </fieldset>
        {shell.betField}
        <div className="fair-play">
          <button type="button" className="wl-spin fair-bet-button" onClick={action} disabled={!action}>
            {phase === 'betting'
              ? t('raceBetOn', {
                  bet: t(chosenKind === 'place' ? 'raceBetPlace' : 'raceBetWin', { runner: runner + 1 }),
                })
              : t('raceWait')}
          </button>
        </div>
        <p className="fair-hint fair-keys">
          <strong>{t('keysTitle')}:</strong> {t('raceKeys')}
        </p>
      </section>
    </>
  );
}
