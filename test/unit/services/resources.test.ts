import { catalogue, concreteFamilies, getFamily, wildcardFamilies } from '@/services/contract';
import {
  endpointName,
  getResourceEndpoints,
  getWildcardEndpoints,
  resourceApi,
} from '@/services/resources';

const endpoints = resourceApi.endpoints as Record<string, unknown>;

/** What the catalogue says should be generated, by endpoint name. */
const expectedNames = catalogue.flatMap((entry) =>
  entry.wildcard
    ? [endpointName(entry.id, 'fetch'), endpointName(entry.id, 'send')]
    : Object.entries({ ...entry.verbs, ...entry.extras })
        .filter(([, route]) => route.kind === 'query' || route.kind === 'mutation')
        .map(([key]) => endpointName(entry.id, key)),
);

describe('endpoints generated from the catalogue', () => {
  it('creates one endpoint per query or mutation route of every family, and nothing else', () => {
    expect(new Set(expectedNames).size).toBe(expectedNames.length);
    expect(Object.keys(endpoints).sort()).toEqual([...expectedNames].sort());
  });

  it('creates list, get, create, update and deletes for a default family', () => {
    for (const verb of ['List', 'Get', 'Create', 'Update', 'Deletes', 'FormInit']) {
      expect(endpoints).toHaveProperty(`receptionrecords${verb}`);
    }
  });

  it('generates no endpoint for downloads and uploads (the JSON baseQuery cannot carry them)', () => {
    expect(endpoints).not.toHaveProperty('personsExcel');
    expect(endpoints).not.toHaveProperty('personsPersonExcel');
    expect(endpoints).not.toHaveProperty('fileStorageInfosFiles');
    expect(endpoints).not.toHaveProperty('fileStorageInfosDownloadFile');
  });

  it('names lifecycle verbs and extras after the family', () => {
    for (const name of [
      'hypertensionCardTerminal',
      'hypertensionCardCancelTermination',
      'hypertensionCardHistory',
      'hypertensionDiagnosisAudit',
      'hypertensionDiagnosisCancelAudit',
      'signRegisteCheckMainsCancelVerify',
      'signRegisteCheckMainsBatchverify',
      'hypertensionFollowUpBloodpressurechart',
      'personsWriteOff',
      'personsGetPersonByIDCardNo',
      'familysAddperson',
      'hospitalsGetChildrenHospital',
      'reportFetch',
      'dsSend',
    ]) {
      expect(endpoints).toHaveProperty(name);
    }
  });
});

describe('getResourceEndpoints', () => {
  it('groups a family’s endpoints by verb, with React hooks', () => {
    const persons = getResourceEndpoints('persons');
    expect(persons.family).toBe(getFamily('persons'));
    expect(typeof persons.list?.useQuery).toBe('function');
    expect(typeof persons.get?.useQuery).toBe('function');
    expect(typeof persons.create?.useMutation).toBe('function');
    expect(typeof persons.update?.useMutation).toBe('function');
    expect(typeof persons.deletes?.useMutation).toBe('function');
    expect(typeof persons.queries.formInit?.useQuery).toBe('function');
    expect(typeof persons.queries.details?.useLazyQuery).toBe('function');
    expect(typeof persons.mutations.writeOff?.useMutation).toBe('function');
    expect(persons.queries.excel).toBeUndefined();
    expect(persons.list).toBe(resourceApi.endpoints.personsList);
  });

  it('returns the same object for the same family', () => {
    expect(getResourceEndpoints('familys')).toBe(getResourceEndpoints('familys'));
  });

  it('covers every concrete family, with only the verbs it has', () => {
    for (const family of concreteFamilies) {
      const found = getResourceEndpoints(family.id);
      expect(Boolean(found.list)).toBe(Boolean(family.verbs.list));
      expect(Boolean(found.deletes)).toBe(Boolean(family.verbs.deletes));
    }
    expect(getResourceEndpoints('tokens').list).toBeUndefined();
    expect(Object.keys(getResourceEndpoints('tokens').mutations).sort()).toEqual([
      'jwtToken',
      'refreshToken',
    ]);
  });

  it('gives wildcard families fetch and send', () => {
    for (const family of wildcardFamilies) {
      const found = getWildcardEndpoints(family.id);
      expect(typeof found.fetch.useQuery).toBe('function');
      expect(typeof found.send.useMutation).toBe('function');
    }
  });

  it('refuses ids of the wrong kind', () => {
    expect(() => getResourceEndpoints('report' as never)).toThrow('not a concrete family');
    expect(() => getWildcardEndpoints('persons' as never)).toThrow('not a wildcard family');
  });
});
