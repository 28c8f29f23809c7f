import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
  GENERATED_PATH,
  renderResourceTypes,
} from '../../../scripts/resourceTypes/renderResourceTypes';

const ROOT = resolve(__dirname, '../../..');

describe('generated resource types', () => {
  it('are what the catalogue gives today (else run `npm run generate:resources`)', () => {
    const committed = readFileSync(resolve(ROOT, GENERATED_PATH), 'utf8');
    // A plain comparison: Jest prints the first lines that differ.
    expect(committed).toBe(renderResourceTypes());
  });

  it('declare a row type for every family with declared fields, its id required', () => {
    const text = renderResourceTypes();
    expect(text).toContain('export type PersonsRow = {');
    expect(text).toMatch(
      /export type PersonsRow = \{\n {2}\/\*\* 个人编号 \*\/\n {2}personNum: string;/,
    );
    expect(text).toMatch(
      /export type HypertensionFollowUpRow = \{\n {2}\/\*\* The record’s id\. \*\/\n {2}ID: RecordId;/,
    );
    expect(text).toContain('  medications?: MedicationEntry[];');
    expect(text).toContain('  symptoms?: string[];');
    expect(text).toContain('  sbp?: number;');
  });
});
