import { CRASH_TIMING, crashMultiplierAt, crashTimeOf } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { buildHashChain, hashSeed } from '../seeds.js';
import { inChain, seedOfRound, sharedCrashPoint, sharedRaceFinish, sharedRoundHash, terminalHashOf } from './chain.js';

const LAST = 'f'.repeat(64);

describe('the hash chain of the shared rounds', () => {
  it('gives each round the SHA-256 of the next one, and round 1 the preimage of the terminal hash', () => {
    const length = 50;
    const seeds = Array.from({ length }, (_, i) => seedOfRound(LAST, length, i + 1));
    expect(seeds[length - 1]).toBe(LAST);
    for (let n = 2; n <= length; n++) expect(hashSeed(seeds[n - 1]!)).toBe(seeds[n - 2]);
    expect(hashSeed(seeds[0]!)).toBe(terminalHashOf(LAST, length));
    // the same chain as seeds.ts builds it
    expect(buildHashChain(LAST, length)).toEqual({ seeds, terminalHash: terminalHashOf(LAST, length) });
    expect(inChain(seeds[9]!, 10, terminalHashOf(LAST, length))).toBe(true);
    expect(inChain(seeds[9]!, 9, terminalHashOf(LAST, length))).toBe(false);
    expect(() => seedOfRound(LAST, length, 0)).toThrow(RangeError);
    expect(() => seedOfRound(LAST, length, length + 1)).toThrow(RangeError);
  });

  it('draws the crash points of docs/provably-fair.md from fixed seeds', () => {
    const seeds = [1, 2, 3].map((n) => seedOfRound(LAST, 3, n));
    expect(terminalHashOf(LAST, 3)).toMatch(/^fbfe0bb1.*5f1b$/);
    expect(seeds.map((seed) => sharedCrashPoint(seed, 'site-salt', 9900))).toEqual([101, 122, 383]);
    expect(sharedRoundHash(seeds[0]!, 'site-salt')).toMatch(/^[0-9a-f]{64}$/);
    // a race from the same stream: every runner once
    expect([...sharedRaceFinish(seeds[0]!, 'site-salt', [30, 25, 20, 15, 10])].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('grows the multiplier as e^(0.06 t), and crashes a round when it reaches the crash point', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
    expect(crashMultiplierAt(38_376)).toBe(999);
    expect(crashMultiplierAt(38_377)).toBe(1000);
    for (const point of [100, 101, 122, 200, 383, 1000, 123_456, 100_000_000]) {
      const at = crashTimeOf(point);
      expect(crashMultiplierAt(at)).toBeGreaterThanOrEqual(point);
      if (at > 0) expect(crashMultiplierAt(at - 1)).toBeLessThan(point);
    }
    expect(CRASH_TIMING.bettingMs).toBe(7_000);
  });
});
