import type { FairMinesResponse } from '@wl/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { KeysHint, multiplierText, PlayControls, type Shell } from './shell';
import { MINES_TILES, minesMultiplier } from './tables';

const SIDE = 5;
const TILES = Array.from({ length: MINES_TILES }, (_, tile) => tile);

interface Round {
  round_id: string;
  bet: number;
  mines: number;
  state: FairMinesResponse['state'];
  revealed: number[];
  multiplier: number;
  payout: number;
  mine_tiles: number[] | null;
}

/** A random tile not yet revealed, for autoplay (which tile is chosen changes nothing of the odds). */
function randomHiddenTile(revealed: readonly number[]): number {
  const hidden = TILES.filter((tile) => !revealed.includes(tile));
  const [random] = crypto.getRandomValues(new Uint32Array(1));
  return hidden[random! % hidden.length]!;
}

/**
 * Mines: a 5 × 5 grid with the chosen number of mines. The bet starts a round; each gem raises the
 * cash-out, which the player takes between reveals; a mine ends the round and every mine is shown.
 * A round left open (a closed tab, a lost connection) comes back with the next game session.
 */
export function MinesScreen({ shell }: { shell: Shell }) {
  const { t, session, money } = shell;
  const resumed = session.open_round;
  const [mines, setMines] = useState(resumed?.mines ?? 3);
  const [autoReveal, setAutoReveal] = useState(3);
  const [round, setRound] = useState<Round | undefined>(
    resumed ? { ...resumed, state: 'open', payout: 0, mine_tiles: null } : undefined,
  );
  const [focusTile, setFocusTile] = useState(0);
  const tiles = useRef<Array<HTMLButtonElement | null>>([]);
  const open = round?.state === 'open';
  const { setBetLocked } = shell;

  useEffect(() => {
    setBetLocked(open);
  }, [open, setBetLocked]);

  function ended(answer: FairMinesResponse) {
    shell.record({
      round_id: answer.round_id,
      bet: answer.bet,
      payout: answer.payout,
      multiplier: answer.multiplier,
      result:
        answer.state === 'lost'
          ? t('minesResultLost', { safe: answer.revealed.length - 1 })
          : t('minesResult', { safe: answer.revealed.length }),
    });
  }

  function show(answer: FairMinesResponse | undefined): FairMinesResponse | undefined {
    if (!answer) return undefined;
    setRound(answer);
    if (answer.state !== 'open') ended(answer);
    return answer;
  }

  const start = async () => {
    const answer = show(await shell.minesStart(mines));
    if (answer) shell.inform('minesRevealFirst');
    return answer;
  };
  const reveal = async (tile: number) => {
    if (round?.state !== 'open' || round.revealed.includes(tile)) return undefined;
    return show(await shell.minesReveal(round.round_id, tile));
  };
  const cashOut = async () => (round?.state === 'open' ? show(await shell.minesCashOut(round.round_id)) : undefined);

  /** Autoplay's round: a bet, the chosen number of random reveals (stopping at a mine), a cash-out. */
  async function playOnce(): Promise<boolean> {
    let answer = await start();
    for (let step = 0; answer?.state === 'open' && step < Math.min(autoReveal, MINES_TILES - mines); step++) {
      answer = show(await shell.minesReveal(answer.round_id, randomHiddenTile(answer.revealed)));
    }
    if (answer?.state === 'open') answer = show(await shell.minesCashOut(answer.round_id));
    return answer !== undefined && answer.state !== 'open';
  }

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -SIDE, ArrowDown: SIDE }[event.key];
    if (event.key === 'c' || event.key === 'C') {
      event.preventDefault();
      void cashOut();
      return;
    }
    if (step === undefined) return;
    event.preventDefault();
    const next = focusTile + step;
    if (next < 0 || next >= MINES_TILES) return;
    setFocusTile(next);
    tiles.current[next]?.focus();
  }

  const safe = round ? (round.state === 'lost' ? round.revealed.length - 1 : round.revealed.length) : 0;
  const next = open ? minesMultiplier(round.mines, safe + 1, session.rtp) : minesMultiplier(mines, 1, session.rtp);
  // the server's rounding: the bet times the multiplier in ten-thousandths, rounded down to the minor unit
  const cashOutAmount = open ? Math.floor((round.bet * Math.round(round.multiplier * 10_000)) / 10_000) : 0;
  const mineSet = new Set(round?.mine_tiles ?? []);
  const lastPick = round?.revealed.at(-1);

  return (
    <>
      <section className="fair-board fair-mines" aria-label={t('minesGrid')}>
        <p className="wl-result" role="status">
          {round?.state === 'lost'
            ? t('minesLost')
            : round?.state === 'won'
              ? t('minesWon', { amount: money(round.payout), multiplier: multiplierText(round.multiplier) })
              : open && safe > 0
                ? t('minesCurrent', { multiplier: multiplierText(round.multiplier), amount: money(cashOutAmount) })
                : ''}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: a grid of buttons moved through with the arrow keys */}
        <div className="fair-mines-grid" role="group" aria-label={t('minesGrid')} onKeyDown={move}>
          {TILES.map((tile) => {
            const revealed = round?.revealed.includes(tile) ?? false;
            const mine = mineSet.has(tile) || (round?.state === 'lost' && tile === lastPick);
            const name =
              mine && (revealed || round?.state !== 'open') ? 'minesTileMine' : revealed ? 'minesTileSafe' : 'minesTile';
            return (
              <button
                key={tile}
                ref={(element) => {
                  tiles.current[tile] = element;
                }}
                type="button"
                className={`fair-tile${revealed ? ' is-revealed' : ''}${name === 'minesTileMine' ? ' is-mine' : name === 'minesTileSafe' ? ' is-gem' : ''}${revealed && mine ? ' is-hit' : ''}`}
                tabIndex={tile === focusTile ? 0 : -1}
                aria-label={t(name, { tile: tile + 1 })}
                onFocus={() => setFocusTile(tile)}
                onClick={() => void reveal(tile)}
                disabled={shell.busy}
                aria-disabled={!open || revealed ? true : undefined}
              >
                <span aria-hidden="true">{name === 'minesTileMine' ? '✸' : name === 'minesTileSafe' ? '◆' : ''}</span>
              </button>
            );
          })}
        </div>
        <p className="fair-hint">{t('minesNext', { multiplier: multiplierText(next) })}</p>
      </section>
      <section className="fair-controls">
        {shell.betField}
        <label className="fair-select">
          {t('minesCount')}
          <select value={mines} onChange={(event) => setMines(Number(event.target.value))} disabled={open || shell.busy}>
            {Array.from({ length: 24 }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        {open ? (
          <button
            type="button"
            className="wl-spin fair-bet-button"
            onClick={() => void cashOut()}
            disabled={shell.busy || safe === 0}
          >
            {t('minesCashOut', { amount: money(cashOutAmount) })}
          </button>
        ) : null}
        <PlayControls
          shell={shell}
          label={t('minesStart')}
          playOnce={async () => (await start()) !== undefined}
          autoplayOnce={playOnce}
          disabled={open}
        >
          <label className="fair-select">
            {t('minesAutoReveal')}
            <select value={autoReveal} onChange={(event) => setAutoReveal(Number(event.target.value))} disabled={shell.busy}>
              {Array.from({ length: MINES_TILES - mines }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
        </PlayControls>
        <KeysHint shell={shell} extra="minesKeys" />
      </section>
    </>
  );
}
