import { describe, expect, it } from 'vitest';
import { BACKOFFICE_API_PREFIX, PERMISSION_NAMES } from '../domain/staff.js';
import * as auth from './auth.js';
import * as engagement from './engagement.js';
import * as fairGames from './fair-games.js';
import * as games from './games.js';
import { calls } from './index.js';
import * as minigame from './minigame.js';
import { OPERATOR_API_PREFIX, operatorCalls } from './operator.js';
import * as protection from './protection.js';
import * as report from './report.js';
import * as settings from './settings.js';
import * as sharedRounds from './shared-rounds.js';
import * as site from './site.js';
import * as wallet from './wallet.js';

const AREA_TABLES = [
  auth.authCalls,
  site.siteCalls,
  games.gameCalls,
  report.reportCalls,
  minigame.miniGameCalls,
  settings.settingsCalls,
  wallet.walletCalls,
  protection.protectionCalls,
  engagement.engagementCalls,
  fairGames.fairGamesCalls,
  sharedRounds.sharedRoundsCalls,
];

describe('the call definitions', () => {
  it('collects every call of every area once: no area names a call another one names', () => {
    const names = AREA_TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(calls).sort()).toEqual([...names].sort());
  });

  it('gives every call of the app and of the operator API a path of its own', () => {
    const paths = [...Object.values(calls), ...Object.values(operatorCalls)].map((definition) => definition.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the operator API under its prefix, the back office under its own, and the app calls out of both', () => {
    const prefixOf = (tag: string) => (tag === 'backoffice' ? BACKOFFICE_API_PREFIX : OPERATOR_API_PREFIX);
    for (const definition of Object.values(operatorCalls))
      expect(definition.path.startsWith(`${prefixOf(definition.tag)}/`)).toBe(true);
    for (const definition of Object.values(calls)) {
      expect(definition.path.startsWith(`${OPERATOR_API_PREFIX}/`)).toBe(false);
      expect(definition.path.startsWith(`${BACKOFFICE_API_PREFIX}/`)).toBe(false);
    }
  });

  it('names a known permission for every operator call', () => {
    for (const [name, definition] of Object.entries(operatorCalls)) {
      expect(['signIn', 'signedIn', ...PERMISSION_NAMES], name).toContain(definition.permission);
    }
  });
});
