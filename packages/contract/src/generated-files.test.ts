/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILES, REPOSITORY_ROOT } from './generated-files.js';

describe('the files generated from the call definitions', () => {
  for (const file of GENERATED_FILES) {
    it(`${file.path} is current (run npm run generate after changing a call)`, () => {
      expect(readFileSync(new URL(file.path, REPOSITORY_ROOT), 'utf8')).toBe(file.render());
    });
  }
});
