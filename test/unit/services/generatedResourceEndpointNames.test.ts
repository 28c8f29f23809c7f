import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { RESOURCE_ENDPOINT_NAMES } from '@/services/generated/resourceEndpointNames';
import { getResourceEndpoints, getWildcardEndpoints, resourceApi } from '@/services/resources';

import {
  ENDPOINT_NAMES_PATH,
  renderResourceEndpointNames,
} from '../../../scripts/resourceTypes/renderResourceEndpointNames';

const ROOT = resolve(__dirname, '../../..');

const tableNames = (): string[] =>
  Object.values(RESOURCE_ENDPOINT_NAMES).flatMap((names) => Object.values(names));

describe('generated resource endpoint names', () => {
  it('are what the catalogue gives today (else run `npm run generate:resources`)', () => {
    const committed = readFileSync(resolve(ROOT, ENDPOINT_NAMES_PATH), 'utf8');
    // A plain comparison: Jest prints the first lines that differ.
    expect(committed).toBe(renderResourceEndpointNames());
  });

  it('spell each name in full, so grep finds an endpoint by the name RTK Query shows', () => {
    const text = renderResourceEndpointNames();
    expect(text).toContain("    list: 'personsList',");
    expect(text).toContain("    writeOff: 'personsWriteOff',");
    expect(text).toContain("    GetPersonByIDCardNo: 'personsGetPersonByIDCardNo',");
    expect(text).toContain("    history: 'hypertensionFollowUpHistory',");
    expect(text).toContain("    fetch: 'reportFetch',");
    expect(text).not.toContain('personsExcel');
  });

  it('are the names resourceApi injects its endpoints under, each once, and no other', () => {
    const names = tableNames();
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(resourceApi.endpoints).sort()).toEqual([...names].sort());
  });

  it('are where the accessors find the endpoints', () => {
    const persons = getResourceEndpoints('persons');
    expect(persons.list).toBe(resourceApi.endpoints[RESOURCE_ENDPOINT_NAMES.persons.list]);
    expect(persons.mutations.writeOff).toBe(
      resourceApi.endpoints[RESOURCE_ENDPOINT_NAMES.persons.writeOff],
    );
    expect(persons.list?.name).toBe('personsList');
    expect(getWildcardEndpoints('report').fetch.name).toBe('reportFetch');
  });
});
