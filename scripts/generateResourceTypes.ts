import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { GENERATED_PATH, renderResourceTypes } from './resourceTypes/renderResourceTypes';

// npm run generate:resources: rewrites the resource row and endpoint types from the catalogue.
const target = resolve(__dirname, '..', GENERATED_PATH);
writeFileSync(target, renderResourceTypes());
console.log(`已生成 ${GENERATED_PATH}`);
