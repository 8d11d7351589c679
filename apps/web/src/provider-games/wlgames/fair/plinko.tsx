import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/shared/lib/motion';
import { KeysHint, multiplierText, PlayControls, type Shell } from './shell';
import { PLINKO_RISKS, PLINKO_ROWS, type PlinkoRisk, plinkoTable } from './tables';

/** How long the ball takes per row of pegs. */
const STEP_MS = 90;
const WIDTH = 340;
const TOP = 16;
const ROW_HEIGHT = 22;

/** Where the ball is after `step` rows of its path: x in bin widths from the left edge, y in rows. */
function ballPoints(path: readonly number[], rows: number): Array<[number, number]> {
  const gap = WIDTH / (rows + 2);
  const points: Array<[number, number]> = [[WIDTH / 2, TOP - 8]];
  let rights = 0;
  path.forEach((step, row) => {
    rights += step;
    // after row r the ball sits between the pegs of row r + 1: centred over bin `rights` of a board r + 1 wide
    points.push([WIDTH / 2 + (rights - (row + 1) / 2) * gap, TOP + (row + 1) * ROW_HEIGHT]);
  });
  return points;
}

function Board({ rows, path, shown, bin }: { rows: number; path?: readonly number[]; shown: number; bin?: number }) {
  const gap = WIDTH / (rows + 2);
  const height = TOP + (rows + 1) * ROW_HEIGHT;
  const points = path ? ballPoints(path, rows).slice(0, shown + 1) : [];
  const ball = points.at(-1);
  return (
    <svg className="fair-plinko-board" viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" data-testid="fair-plinko-board">
      {Array.from({ length: rows }, (_, row) =>
        Array.from({ length: row + 3 }, (_, peg) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: pegs are fixed positions
            key={`${row}-${peg}`}
            className="fair-peg"
            cx={WIDTH / 2 + (peg - (row + 2) / 2) * gap}
            cy={TOP + row * ROW_HEIGHT + ROW_HEIGHT / 2}
            r={Math.max(1.5, gap / 9)}
          />
        )),
      )}
      {points.length > 1 ? (
        <polyline className="fair-plinko-path" points={points.map(([x, y]) => `${x},${y}`).join(' ')} />
      ) : null}
      {ball ? (
        <circle className={`fair-plinko-ball${bin !== undefined ? ' is-landed' : ''}`} cx={ball[0]} cy={ball[1]} r={gap / 4} />
      ) : null}
    </svg>
  );
}

/** A bin's multiplier short enough for a phone's narrow bins, cut (never rounded up); its name says it whole. */
function binText(multiplier: number): string {
  const places = multiplier >= 100 ? 0 : multiplier >= 10 ? 1 : 2;
  return String(Math.floor(multiplier * 10 ** places) / 10 ** places);
}

/** Plinko: 8–16 rows and a risk; the ball's path drawn row by row (at once when motion is reduced) into its bin. */
export function PlinkoScreen({ shell }: { shell: Shell }) {
  const { t, session } = shell;
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [drop, setDrop] = useState<{ path: number[]; bin: number; rows: number; multiplier: number; payout: number }>();
  const [shown, setShown] = useState(0);
  const table = plinkoTable(rows, risk, session.rtp);
  const landed = drop && shown >= drop.path.length;

  useEffect(() => {
    if (!drop || shown >= drop.path.length) return;
    const timer = setTimeout(() => setShown((step) => step + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [drop, shown]);

  async function playOnce(): Promise<boolean> {
    const round = await shell.play({ game: 'plinko', rows, risk });
    if (round?.outcome.game !== 'plinko') return false;
    const { path, bin } = round.outcome;
    setDrop({ path, bin, rows, multiplier: round.multiplier, payout: round.payout });
    // without matchMedia (no layout, as in tests) there is nothing to animate for
    setShown(prefersReducedMotion(true) ? path.length : 0);
    shell.record({
      round_id: round.round_id,
      bet: round.bet,
      payout: round.payout,
      multiplier: round.multiplier,
      result: t('plinkoResult', { bin }),
    });
    return true;
  }

  const boardRows = drop?.rows ?? rows;
  const bins = drop ? plinkoTable(drop.rows, risk, session.rtp) : table;
  return (
    <>
      <section className="fair-board fair-plinko" aria-label={t('plinkoBoard')}>
        <p className="wl-result" role="status">
          {drop && landed
            ? `${t('plinkoLanded', { bin: drop.bin, multiplier: multiplierText(drop.multiplier) })} · ${
                drop.payout > 0 ? shell.money(drop.payout) : t('noWin')
              }`
            : ''}
        </p>
        <Board rows={boardRows} path={drop?.path} shown={shown} bin={landed ? drop?.bin : undefined} />
        <ol
          className="fair-plinko-bins"
          aria-label={t('plinkoBins')}
          style={{ gridTemplateColumns: `repeat(${bins.length}, 1fr)`, paddingInline: `${50 / (bins.length + 1)}%` }}
        >
          {bins.map((multiplier, bin) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: bins are numbered by position
              key={bin}
              className={`fair-bin${landed && drop?.bin === bin ? ' is-landed' : ''}`}
              aria-label={t('plinkoBin', { bin, multiplier: multiplierText(multiplier) })}
              data-tier={multiplier >= 10 ? 'high' : multiplier >= 1 ? 'mid' : 'low'}
            >
              {binText(multiplier)}
            </li>
          ))}
        </ol>
      </section>
      <section className="fair-controls">
        {shell.betField}
        <label className="fair-select">
          {t('plinkoRows')}
          <select
            value={rows}
            onChange={(event) => {
              setRows(Number(event.target.value));
              setDrop(undefined);
            }}
            disabled={shell.busy}
          >
            {PLINKO_ROWS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="fair-choice">
          <legend>{t('plinkoRisk')}</legend>
          {PLINKO_RISKS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="fair-plinko-risk"
                value={option}
                checked={risk === option}
                onChange={() => {
                  setRisk(option);
                  setDrop(undefined);
                }}
                disabled={shell.busy}
              />
              {t(`plinkoRisk_${option}`)}
            </label>
          ))}
        </fieldset>
        <PlayControls shell={shell} label={t('plinkoDrop')} playOnce={playOnce} />
        <KeysHint shell={shell} />
      </section>
    </>
  );
}
