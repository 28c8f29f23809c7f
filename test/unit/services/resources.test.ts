import {
  catalogue,
  concreteFamilies,
  type ConcreteFamilyId,
  getFamily,
  type MedicationEntry,
  type PagedResponse,
  wildcardFamilies,
} from '@/services/contract';
import {
  getResourceEndpoints,
  getWildcardEndpoints,
  resourceApi,
  type ResourceEndpoints,
  type ResourceRow,
  type ResourceRowOf,
} from '@/services/resources';
import { familyEndpointKeys } from '@/services/resources/endpointKeys';

import { endpointName } from '../../../scripts/resourceTypes/renderResourceEndpointNames';

const endpoints: Readonly<Record<string, unknown>> = resourceApi.endpoints;

/** What the catalogue says should be generated, by endpoint name. */
const expectedNames = catalogue.flatMap((entry) =>
  entry.wildcard
    ? [endpointName(entry.id, 'fetch'), endpointName(entry.id, 'send')]
    : Object.entries({ ...entry.verbs, ...entry.extras })
        .filter(([, route]) => route.kind === 'query' || route.kind === 'mutation')
        .map(([key]) => endpointName(entry.id, key)),
);

describe('endpoints built from the catalogue', () => {
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
    const queries: Readonly<Record<string, unknown>> = persons.queries;
    expect(queries.excel).toBeUndefined();
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
    expect('list' in getResourceEndpoints('tokens')).toBe(false);
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
    // @ts-expect-error -- a wildcard family is refused by the type, and at run time too
    expect(() => getResourceEndpoints('report')).toThrow('not a concrete family');
    // @ts-expect-error -- a concrete family is refused by the type, and at run time too
    expect(() => getWildcardEndpoints('persons')).toThrow('not a wildcard family');
  });

  it('gives every family at run time exactly the endpoints its generated types name', () => {
    // The generated file lists familyEndpointKeys (generatedResourceTypes.test.ts checks it is
    // up to date), and the accessor's signature reads those types.
    for (const family of concreteFamilies) {
      const keys = familyEndpointKeys(family);
      const found = getResourceEndpoints<ConcreteFamilyId>(family.id);
      const crud = ['list', 'get', 'create', 'update', 'deletes'] as const;
      expect(crud.filter((key) => key in found)).toEqual(keys.crud);
      const hooks = {
        list: found.list?.useQuery,
        get: found.get?.useQuery,
        create: found.create?.useMutation,
        update: found.update?.useMutation,
        deletes: found.deletes?.useMutation,
      };
      for (const key of keys.crud) expect(typeof hooks[key]).toBe('function');
      expect(Object.keys(found.queries)).toEqual(keys.queries);
      expect(Object.keys(found.mutations)).toEqual(keys.mutations);
      for (const key of keys.queries) expect(typeof found.queries[key]?.useQuery).toBe('function');
      for (const key of keys.mutations) {
        expect(typeof found.mutations[key]?.useMutation).toBe('function');
      }
    }
  });
});

/** Compile-time checks (the type check runs this file): true only when A and B are the same. */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(verdict: Same<A, B>): Same<A, B> => verdict;

describe('endpoint types', () => {
  it('type one family’s endpoints with its row, and a run-time family with ResourceRow', () => {
    type Persons = ResourceRowOf<'persons'>;
    type PersonsEndpoints = ReturnType<typeof getResourceEndpoints<'persons'>>;
    type ListResult = PersonsEndpoints['list']['Types']['ResultType'];
    expect(same<ListResult, PagedResponse<Persons>>(true)).toBe(true);
    type GetResult = PersonsEndpoints['get']['Types']['ResultType'];
    expect(same<GetResult, Persons>(true)).toBe(true);
    expect(same<Persons['personNum'], string>(true)).toBe(true);
    expect(same<Persons['sex'], string | undefined>(true)).toBe(true);
    expect(same<ResourceRowOf<'hypertensionFollowUp'>['sbp'], number | undefined>(true)).toBe(true);
    expect(
      same<ResourceRowOf<'diabetesFollowUP'>['medications'], MedicationEntry[] | undefined>(true),
    ).toBe(true);
    expect(same<ResourceRowOf<'receptionrecords'>, ResourceRow>(true)).toBe(true);
    expect(
      same<ReturnType<typeof getResourceEndpoints<ConcreteFamilyId>>, ResourceEndpoints>(true),
    ).toBe(true);
    // Every family's row is a ResourceRow, so the generic page takes it.
    type AnyRow = ResourceRowOf<ConcreteFamilyId>;
    const rowsAreResourceRows: AnyRow extends ResourceRow ? true : false = true;
    expect(rowsAreResourceRows).toBe(true);
  });
});
