import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  ENDPOINT_NAMES_PATH,
  renderResourceEndpointNames,
} from './resourceTypes/renderResourceEndpointNames';
import { GENERATED_PATH, renderResourceTypes } from './resourceTypes/renderResourceTypes';

// npm run generate:resources: rewrites the resource row and endpoint types and the endpoint
// names from the catalogue.
for (const [path, render] of [
  [GENERATED_PATH, renderResourceTypes],
  [ENDPOINT_NAMES_PATH, renderResourceEndpointNames],
] as const) {
  writeFileSync(resolve(__dirname, '..', path), render());
  console.log(`已生成 ${path}`);
}
