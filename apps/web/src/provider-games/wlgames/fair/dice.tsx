import { useState } from 'react';
import { KeysHint, multiplierText, PlayControls, type Shell } from './shell';
import { type DiceDirection, diceMultiplier, diceTargetRange, diceWinningRolls } from './tables';

const hundredths = (value: number) => (value / 100).toFixed(2);

/** Hash dice: a target on a slider, over or under, the chance and payout that follow, and the roll. */
export function DiceScreen({ shell }: { shell: Shell }) {
  const { t, session } = shell;
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [roll, setRoll] = useState<{ roll: number; won: boolean; payout: number; multiplier: number }>();
  const range = diceTargetRange(direction);
  const chance = diceWinningRolls(target, direction) / 100;
  const multiplier = diceMultiplier(target, direction, session.rtp);

  function turn(next: DiceDirection) {
    // the same winning side of the track: under 50.00 turns into over 49.99
    const mirrored = 9999 - target;
    const nextRange = diceTargetRange(next);
    setDirection(next);
    setTarget(Math.min(nextRange.max, Math.max(nextRange.min, mirrored)));
  }

  async function playOnce(): Promise<boolean> {
    const round = await shell.play({ game: 'dice', target, direction });
    if (round?.outcome.game !== 'dice') return false;
    setRoll({ ...round.outcome, payout: round.payout, multiplier: round.multiplier });
    const rolled = hundredths(round.outcome.roll);
    shell.record({
      round_id: round.round_id,
      bet: round.bet,
      payout: round.payout,
      multiplier: round.multiplier,
      result: t('diceRolled', { roll: rolled }),
    });
    return true;
  }

  const winFrom = direction === 'under' ? 0 : ((target + 1) / 10000) * 100;
  const winTo = direction === 'under' ? (target / 10000) * 100 : 100;
  return (
    <>
      <section className="fair-board fair-dice" aria-label={t('diceRoll')}>
        <output
          className={`fair-dice-roll${roll ? (roll.won ? ' is-win' : ' is-loss') : ''}`}
          data-testid="fair-dice-roll"
          aria-live="polite"
        >
          {roll ? hundredths(roll.roll) : '––.––'}
        </output>
        <p className="wl-result" role="status">
          {roll
            ? roll.won
              ? t('win', { amount: shell.money(roll.payout), multiplier: multiplierText(roll.multiplier) })
              : t('diceRollLost', { roll: hundredths(roll.roll) })
            : ''}
        </p>
        <div className="fair-dice-track" aria-hidden="true">
          <span className="fair-dice-win" style={{ insetInlineStart: `${winFrom}%`, inlineSize: `${winTo - winFrom}%` }} />
          {roll ? <span className="fair-dice-marker" style={{ insetInlineStart: `${roll.roll / 100}%` }} /> : null}
        </div>
        <label className="fair-dice-slider">
          <span>
            {t('diceTarget')} <strong>{hundredths(target)}</strong>
          </span>
          <input
            type="range"
            min={range.min}
            max={range.max}
            step={1}
            value={target}
            aria-valuetext={hundredths(target)}
            onChange={(event) => setTarget(Number(event.target.value))}
            disabled={shell.busy}
          />
        </label>
        <dl className="fair-figures">
          <div>
            <dt>{t('diceChance')}</dt>
            <dd data-testid="fair-dice-chance">{chance.toFixed(2)}%</dd>
          </div>
          <div>
            <dt>{t('dicePayout')}</dt>
            <dd data-testid="fair-dice-payout">{multiplierText(multiplier)}×</dd>
          </div>
        </dl>
      </section>
      <section className="fair-controls">
        {shell.betField}
        <fieldset className="fair-choice">
          <legend>{t('diceDirection')}</legend>
          {(['under', 'over'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="fair-dice-direction"
                value={option}
                checked={direction === option}
                onChange={() => turn(option)}
                disabled={shell.busy}
              />
              {t(option === 'under' ? 'diceUnder' : 'diceOver')} {hundredths(option === direction ? target : 9999 - target)}
            </label>
          ))}
        </fieldset>
        <PlayControls shell={shell} label={t('diceRoll')} playOnce={playOnce} />
        <KeysHint shell={shell} />
      </section>
    </>
  );
}
