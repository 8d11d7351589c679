import { writeFileSync } from 'node:fs';
import { renderApiDoc } from '../packages/contract/src/api-doc.js';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDoc());
console.log('docs/api.md written');
