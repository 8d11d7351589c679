/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDoc } from './api-doc.js';

describe('docs/api.md', () => {
  it('is the current rendering of the contract (run npm run docs:api after a change)', () => {
    const committed = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderApiDoc());
  });
});
