import { type KeyboardEvent, useRef, useState } from 'react';
import { KeysHint, multiplierText, PlayControls, type Shell } from './shell';
import { KENO_MAX_PICKS, KENO_NUMBERS, kenoTable } from './tables';

const COLUMNS = 8;
const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);

/** `count` distinct numbers of 1–40 from the browser's CSPRNG (a quick pick changes nothing of the odds). */
function quickPick(count: number): number[] {
  const pool = [...NUMBERS];
  const random = crypto.getRandomValues(new Uint32Array(count));
  for (let i = 0; i < count; i++) {
    const j = i + (random[i]! % (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** Keno: pick up to 10 of 40 (or a quick pick), ten are drawn, the hits shown, paid by the table for the number of picks. */
export function KenoScreen({ shell }: { shell: Shell }) {
  const { t, session } = shell;
  const [picks, setPicks] = useState<number[]>([]);
  const [draw, setDraw] = useState<{ drawn: number[]; hits: number[]; payout: number; multiplier: number }>();
  const [focusNumber, setFocusNumber] = useState(1);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const table = picks.length > 0 ? kenoTable(picks.length, session.rtp) : [];

  function toggle(number: number) {
    setDraw(undefined);
    if (picks.includes(number)) setPicks(picks.filter((pick) => pick !== number));
    else if (picks.length >= KENO_MAX_PICKS) shell.inform('kenoFull', { max: KENO_MAX_PICKS });
    else setPicks([...picks, number].sort((a, b) => a - b));
  }
  const pickQuickly = () => {
    setDraw(undefined);
    setPicks(quickPick(picks.length || KENO_MAX_PICKS));
  };
  const clear = () => {
    setDraw(undefined);
    setPicks([]);
  };

  async function playOnce(): Promise<boolean> {
    if (picks.length === 0) {
      shell.inform('kenoPickFirst');
      return false;
    }
    const round = await shell.play({ game: 'keno', numbers: picks });
    if (round?.outcome.game !== 'keno') return false;
    const { drawn, hits } = round.outcome;
    setDraw({ drawn, hits, payout: round.payout, multiplier: round.multiplier });
    shell.record({
      round_id: round.round_id,
      bet: round.bet,
      payout: round.payout,
      multiplier: round.multiplier,
      result: t('kenoResult', { hits: hits.length, picks: picks.length }),
    });
    return true;
  }

  function keys(event: KeyboardEvent<HTMLDivElement>) {
    if (shell.busy) return;
    const key = event.key.toLowerCase();
    if (key === 'q' || key === 'c') {
      event.preventDefault();
      if (key === 'q') pickQuickly();
      else clear();
      return;
    }
    const step = { arrowleft: -1, arrowright: 1, arrowup: -COLUMNS, arrowdown: COLUMNS }[key];
    if (step === undefined) return;
    event.preventDefault();
    const next = focusNumber + step;
    if (next < 1 || next > KENO_NUMBERS) return;
    setFocusNumber(next);
    buttons.current[next]?.focus();
  }

  const drawnSet = new Set(draw?.drawn ?? []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Q and C work anywhere in the game, the arrow keys between numbers
    <div className="fair-keno-keys" onKeyDown={keys}>
      <section className="fair-board fair-keno" aria-label={t('kenoPick', { max: KENO_MAX_PICKS })}>
        <p className="wl-result" role="status">
          {draw
            ? `${t('kenoResult', { hits: draw.hits.length, picks: picks.length })} · ${
                draw.payout > 0
                  ? t('win', { amount: shell.money(draw.payout), multiplier: multiplierText(draw.multiplier) })
                  : t('noWin')
              }`
            : ''}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a grid of toggle buttons moved through with the arrow keys */}
        <div className="fair-keno-grid" role="group" aria-label={t('kenoPick', { max: KENO_MAX_PICKS })}>
          {NUMBERS.map((number) => {
            const picked = picks.includes(number);
            const drawn = drawnSet.has(number);
            return (
              <button
                key={number}
                ref={(element) => {
                  buttons.current[number] = element;
                }}
                type="button"
                className={`fair-number${picked ? ' is-picked' : ''}${drawn ? ' is-drawn' : ''}${picked && drawn ? ' is-hit' : ''}`}
                aria-pressed={picked}
                aria-label={drawn ? t(picked ? 'kenoNumberHit' : 'kenoNumberDrawn', { number }) : undefined}
                tabIndex={number === focusNumber ? 0 : -1}
                onFocus={() => setFocusNumber(number)}
                onClick={() => toggle(number)}
                disabled={shell.busy}
              >
                {number}
              </button>
            );
          })}
        </div>
        <p className="fair-hint">
          {t('kenoPicked', { count: picks.length, max: KENO_MAX_PICKS })}
          {draw ? ` · ${t('kenoDrawn')}: ${draw.drawn.join(', ')}` : ''}
        </p>
      </section>
      <section className="fair-controls">
        {shell.betField}
        <div className="fair-row">
          <button type="button" className="fair-secondary" onClick={pickQuickly} disabled={shell.busy}>
            {t('kenoQuickPick')}
          </button>
          <button type="button" className="fair-secondary" onClick={clear} disabled={shell.busy || picks.length === 0}>
            {t('kenoClear')}
          </button>
        </div>
        {picks.length > 0 ? (
          <table className="fair-paytable">
            <caption>{t('kenoPaytable', { count: picks.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('kenoHits')}</th>
                <th scope="col">{t('kenoPays')}</th>
              </tr>
            </thead>
            <tbody>
              {table.map((multiplier, hits) =>
                multiplier > 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is its number of hits
                  <tr key={hits} className={draw?.hits.length === hits ? 'is-current' : undefined}>
                    <th scope="row">{hits}</th>
                    <td>{multiplierText(multiplier)}×</td>
                  </tr>
                ) : null,
              )}
            </tbody>
          </table>
        ) : null}
        <PlayControls shell={shell} label={t('kenoDraw')} playOnce={playOnce} />
        <KeysHint shell={shell} extra="kenoKeys" />
      </section>
    </div>
  );
}
