/// <reference types="node" />
import { writeFileSync } from 'node:fs';
import { GENERATED_FILES, REPOSITORY_ROOT } from '../src/generated-files.js';

for (const file of GENERATED_FILES) {
  writeFileSync(new URL(file.path, REPOSITORY_ROOT), file.render());
  console.log(`${file.path} written`);
}
