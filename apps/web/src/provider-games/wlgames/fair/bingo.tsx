import { useState } from 'react';
import { KeysHint, multiplierText, PlayControls, type Shell } from './shell';
import { BINGO_PATTERNS, bingoTable } from './tables';

const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
const FREE_CELL = 12;

interface Dealt {
  card: number[];
  drawn: number[];
  marked: number[];
  pattern: string;
  payout: number;
  multiplier: number;
}

const patternKey = (pattern: string) => `pattern_${pattern}` as `pattern_${(typeof BINGO_PATTERNS)[number] | 'none'}`;

/** 75-ball bingo against the draw: each round deals a card and draws 35 balls; the best pattern pays by the table. */
export function BingoScreen({ shell }: { shell: Shell }) {
  const { t, session } = shell;
  const [dealt, setDealt] = useState<Dealt>();
  const table = bingoTable(session.rtp);

  async function playOnce(): Promise<boolean> {
    const round = await shell.play({ game: 'bingo' });
    if (round?.outcome.game !== 'bingo') return false;
    const { card, drawn, marked, pattern } = round.outcome;
    setDealt({ card, drawn, marked, pattern, payout: round.payout, multiplier: round.multiplier });
    shell.record({
      round_id: round.round_id,
      bet: round.bet,
      payout: round.payout,
      multiplier: round.multiplier,
      result: t(patternKey(pattern)),
    });
    return true;
  }

  const marked = new Set(dealt?.marked ?? []);
  return (
    <>
      <section className="fair-board fair-bingo" aria-label={t('bingoCard')}>
        <p className="wl-result" role="status">
          {dealt
            ? `${t(patternKey(dealt.pattern))} · ${
                dealt.payout > 0
                  ? t('win', { amount: shell.money(dealt.payout), multiplier: multiplierText(dealt.multiplier) })
                  : t('noWin')
              }`
            : t('bingoCardNext')}
        </p>
        <table className="fair-bingo-card" data-testid="fair-bingo-card">
          <caption className="fair-visually-hidden">{t('bingoCard')}</caption>
          <thead>
            <tr>
              {LETTERS.map((letter) => (
                <th key={letter} scope="col">
                  {letter}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[0, 1, 2, 3, 4].map((row) => (
              <tr key={row}>
                {LETTERS.map((letter, column) => {
                  const cell = row * 5 + column;
                  const number = dealt?.card[cell];
                  const free = cell === FREE_CELL;
                  const isMarked = marked.has(cell);
                  return (
                    <td key={letter} className={`${isMarked ? 'is-marked' : ''}${free ? ' is-free' : ''}`}>
                      {free ? (
                        t('bingoFree')
                      ) : number ? (
                        <>
                          {number}
                          {isMarked ? <span className="fair-visually-hidden"> {t('bingoMarked')}</span> : null}
                        </>
                      ) : (
                        '·'
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {dealt ? (
          <div className="fair-bingo-balls">
            <h2>{t('bingoDrawn')}</h2>
            <ol aria-label={t('bingoDrawn')}>
              {dealt.drawn.map((ball) => (
                <li key={ball} className={dealt.card.includes(ball) ? 'is-marked' : undefined}>
                  {ball}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </section>
      <section className="fair-controls">
        {shell.betField}
        <table className="fair-paytable">
          <caption>{t('bingoPatterns')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bingoPattern')}</th>
              <th scope="col">{t('bingoPays')}</th>
            </tr>
          </thead>
          <tbody>
            {[...BINGO_PATTERNS].reverse().map((pattern) => (
              <tr key={pattern} className={dealt?.pattern === pattern ? 'is-current' : undefined}>
                <th scope="row">{t(patternKey(pattern))}</th>
                <td>{multiplierText(table[pattern])}×</td>
              </tr>
            ))}
          </tbody>
        </table>
        <PlayControls shell={shell} label={t('bingoPlay')} playOnce={playOnce} />
        <KeysHint shell={shell} />
      </section>
    </>
  );
}
