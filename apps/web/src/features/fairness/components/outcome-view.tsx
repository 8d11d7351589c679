import type { FairBetParams, FairOutcome } from '@wl/contract';
import { hundredthsText } from '@wl/contract';
import { useTranslation } from 'react-i18next';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const BINGO_LETTERS = ['B', 'I', 'N', 'G', 'O'];

function DiceView({ outcome, params }: { outcome: Extract<FairOutcome, { game: 'dice' }>; params?: FairBetParams }) {
  const { t } = useTranslation('pages');
  const bet = params?.game === 'dice' ? params : undefined;
  return (
    <div className="fair-outcome-dice">
      <p className="fair-big-figure">
        <span>{t('verify.outcome.roll')}</span> <strong>{hundredthsText(outcome.roll)}</strong>
      </p>
      {bet ? (
        <p>
          {t(`verify.outcome.dice.${bet.direction}`, { target: hundredthsText(bet.target) })}:{' '}
          <strong>{outcome.won ? t('verify.outcome.won') : t('verify.outcome.lost')}</strong>
        </p>
      ) : null}
    </div>
  );
}

function MinesView({ outcome }: { outcome: Extract<FairOutcome, { game: 'mines' }> }) {
  const { t } = useTranslation('pages');
  const mines = new Set(outcome.mines);
  const revealed = new Set(outcome.revealed);
  const tileText = (tile: number) => {
    const kind = mines.has(tile) ? 'mine' : 'safe';
    return t(revealed.has(tile) ? `verify.outcome.tile.${kind}Revealed` : `verify.outcome.tile.${kind}`, { tile });
  };
  return (
    <div className="fair-outcome-mines">
      <p>{t('verify.outcome.minesAt', { tiles: outcome.mines.join(', ') })}</p>
      <ol className="fair-grid fair-grid-5" aria-label={t('verify.outcome.minesGrid')}>
        {range(25).map((tile) => (
          <li key={tile} className={`fair-cell${mines.has(tile) ? ' is-mine' : ''}${revealed.has(tile) ? ' is-revealed' : ''}`}>
            <span aria-hidden="true">{mines.has(tile) ? '✹' : tile}</span>
            <span className="visually-hidden">{tileText(tile)}</span>
          </li>
        ))}
      </ol>
      <p>
        {outcome.hit_mine
          ? t('verify.outcome.hitMine', { safe: outcome.safe })
          : t('verify.outcome.cashedOut', { safe: outcome.safe })}
      </p>
    </div>
  );
}

function PlinkoView({ outcome }: { outcome: Extract<FairOutcome, { game: 'plinko' }> }) {
  const { t } = useTranslation('pages');
  const steps = outcome.path.map((step) => (step === 1 ? t('verify.outcome.right') : t('verify.outcome.left')));
  return (
    <div className="fair-outcome-plinko">
      <p>{t('verify.outcome.path', { steps: steps.join(', ') })}</p>
      <ol className="fair-path" aria-hidden="true">
        {outcome.path.map((step, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its row
          <li key={row} className={step === 1 ? 'is-right' : 'is-left'}>
            {step === 1 ? '↘' : '↙'}
          </li>
        ))}
      </ol>
      <ol className="fair-bins" aria-label={t('verify.outcome.bins')}>
        {range(outcome.path.length + 1).map((bin) => (
          <li
            key={bin}
            className={bin === outcome.bin ? 'is-hit' : undefined}
            aria-current={bin === outcome.bin ? 'true' : undefined}
          >
            {bin}
          </li>
        ))}
      </ol>
      <p className="fair-big-figure">
        <span>{t('verify.outcome.bin')}</span> <strong>{outcome.bin}</strong>
      </p>
    </div>
  );
}

function KenoView({ outcome, params }: { outcome: Extract<FairOutcome, { game: 'keno' }>; params?: FairBetParams }) {
  const { t } = useTranslation('pages');
  const drawn = new Set(outcome.drawn);
  const picks = new Set(params?.game === 'keno' ? params.numbers : []);
  const numberText = (number: number) =>
    t(
      drawn.has(number) && picks.has(number)
        ? 'verify.outcome.number.hit'
        : drawn.has(number)
          ? 'verify.outcome.number.drawn'
          : picks.has(number)
            ? 'verify.outcome.number.picked'
            : 'verify.outcome.number.plain',
      { number },
    );
  return (
    <div className="fair-outcome-keno">
      <p>{t('verify.outcome.drawn', { numbers: outcome.drawn.join(', ') })}</p>
      <p>{t('verify.outcome.hits', { count: outcome.hits.length, numbers: outcome.hits.join(', ') || '—' })}</p>
      <ol className="fair-grid fair-grid-8" aria-label={t('verify.outcome.kenoBoard')}>
        {range(40).map((index) => {
          const number = index + 1;
          return (
            <li
              key={number}
              className={`fair-cell${drawn.has(number) ? ' is-drawn' : ''}${picks.has(number) ? ' is-picked' : ''}`}
            >
              <span aria-hidden="true">{number}</span>
              <span className="visually-hidden">{numberText(number)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function BingoView({ outcome }: { outcome: Extract<FairOutcome, { game: 'bingo' }> }) {
  const { t } = useTranslation('pages');
  const marked = new Set(outcome.marked);
  return (
    <div className="fair-outcome-bingo">
      <table className="fair-bingo-card">
        <caption>{t('verify.outcome.card')}</caption>
        <thead>
          <tr>
            {BINGO_LETTERS.map((letter) => (
              <th key={letter} scope="col">
                {letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {range(5).map((row) => (
            <tr key={row}>
              {range(5).map((column) => {
                const cell = row * 5 + column;
                const number = outcome.card[cell] ?? 0;
                return (
                  <td key={column} className={marked.has(cell) ? 'is-marked' : undefined}>
                    {number === 0 ? t('verify.outcome.free') : number}
                    {marked.has(cell) ? <span className="visually-hidden"> {t('verify.outcome.marked')}</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('verify.outcome.balls', { numbers: outcome.drawn.join(', ') })}</p>
      <p className="fair-big-figure">
        <span>{t('verify.outcome.pattern')}</span> <strong>{t(`verify.pattern.${bingoPatternKey(outcome.pattern)}`)}</strong>
      </p>
    </div>
  );
}

const PATTERNS = ['none', 'line', 'four_corners', 'two_lines', 'x', 'three_lines', 'frame'] as const;
const bingoPatternKey = (pattern: string) => PATTERNS.find((known) => known === pattern) ?? 'none';

function CrashView({ outcome }: { outcome: Extract<FairOutcome, { game: 'crash' }> }) {
  const { t } = useTranslation('pages');
  return (
    <div>
      <p className="fair-big-figure">
        <span>{t('verify.outcome.crashPoint')}</span> <strong>{outcome.crash_point.toFixed(2)}×</strong>
      </p>
      <p>{outcome.cashed_out ? t('verify.outcome.cashOutReached') : t('verify.outcome.cashOutMissed')}</p>
    </div>
  );
}

function RacingView({ outcome }: { outcome: Extract<FairOutcome, { game: 'racing' }> }) {
  const { t } = useTranslation('pages');
  return (
    <div>
      <p>{t('verify.outcome.finish', { runners: outcome.finish.map((runner) => runner + 1).join(', ') })}</p>
      <p>
        <strong>{outcome.won ? t('verify.outcome.won') : t('verify.outcome.lost')}</strong>
      </p>
    </div>
  );
}

/** What a round's randomness decided, drawn for its game: the roll, the mines, the ball's path, the draw. */
export function OutcomeView({ outcome, params }: { outcome: FairOutcome; params?: FairBetParams }) {
  switch (outcome.game) {
    case 'dice':
      return <DiceView outcome={outcome} params={params} />;
    case 'mines':
      return <MinesView outcome={outcome} />;
    case 'plinko':
      return <PlinkoView outcome={outcome} />;
    case 'keno':
      return <KenoView outcome={outcome} params={params} />;
    case 'bingo':
      return <BingoView outcome={outcome} />;
    case 'crash':
      return <CrashView outcome={outcome} />;
    case 'racing':
      return <RacingView outcome={outcome} />;
  }
}
