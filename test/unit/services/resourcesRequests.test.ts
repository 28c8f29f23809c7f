import { getFamily } from '@/services/contract';
import { DEFAULT_PAGE_SIZE } from '@/services/resources';
import { listRequest, routeRequest, wildcardRequest } from '@/services/resources/resourceRequests';
import { actionTags, listResultTags } from '@/services/resources/resourceTags';

describe('resource requests', () => {
  const persons = getFamily('persons');

  it('lists the collection from page 1 unless told', () => {
    expect(listRequest(persons, persons.verbs.list!, { name: '张' })).toEqual({
      url: '/api/persons',
      method: 'GET',
      params: { PageNumber: 1, PageSize: DEFAULT_PAGE_SIZE, name: '张' },
    });
    expect(
      listRequest(persons, persons.verbs.list!, { PageNumber: 3, PageSize: 50 }).params,
    ).toEqual({ PageNumber: 3, PageSize: 50 });
  });

  it('puts the encoded id after the sub-path of routes that take one', () => {
    expect(routeRequest(persons, persons.extras.writeOff!, { id: 'P 1/2' })).toEqual({
      url: '/api/persons/writeOff/P%201%2F2',
      method: 'POST',
    });
    expect(
      routeRequest(persons, persons.verbs.update!, { id: 'P1', body: { name: '李' } }),
    ).toEqual({ url: '/api/persons/P1', method: 'PUT', body: { name: '李' } });
  });

  it('needs an id where the route takes one', () => {
    expect(() => routeRequest(persons, persons.verbs.get!, {})).toThrow('needs a record id');
  });

  it('keeps the server spelling of a sub-path', () => {
    const diagnosis = getFamily('hypertensionDiagnosis');
    expect(routeRequest(diagnosis, diagnosis.verbs.audit!, { id: 3 }).url).toBe(
      '/api/hypertensionDiagnosis/Audit/3',
    );
    const signing = getFamily('signRegistes');
    expect(routeRequest(signing, signing.verbs.examine!, { id: 9 }).url).toBe(
      '/api/signRegistes/appointment/examine/9',
    );
  });

  it('calls under a wildcard prefix, and never out of it', () => {
    expect(
      wildcardRequest(getFamily('report'), { path: '/quarter', params: { q: 2 } }, 'GET'),
    ).toEqual({ url: '/api/report/quarter', method: 'GET', params: { q: 2 } });
    expect(wildcardRequest(getFamily('sanitarycontrol'), { path: 's', body: {} }, 'POST').url).toBe(
      '/api/sanitarycontrols',
    );
    expect(() => wildcardRequest(getFamily('report'), { path: '../persons' }, 'GET')).toThrow(
      'leaves /api/report/*',
    );
  });
});

describe('resource tags', () => {
  it('tags a list reply with LIST and one tag per row id', () => {
    const reply = { items: [{ personNum: 'A' }, { personNum: 7 }, { other: 1 }], total: 3 };
    expect(listResultTags('persons', 'personNum', reply)).toEqual([
      { type: 'persons', id: 'LIST' },
      { type: 'persons', id: 'A' },
      { type: 'persons', id: 7 },
    ]);
    expect(listResultTags('persons', 'personNum', undefined)).toEqual([
      { type: 'persons', id: 'LIST' },
    ]);
  });

  it('tags an action by its id, or by the ids of a batch body', () => {
    expect(actionTags('hypertensionCard', { id: 1 })).toEqual([
      { type: 'hypertensionCard', id: 'LIST' },
      { type: 'hypertensionCard', id: 1 },
    ]);
    expect(actionTags('hypertensionCard', { body: [2, 'b'] })).toEqual([
      { type: 'hypertensionCard', id: 'LIST' },
      { type: 'hypertensionCard', id: 2 },
      { type: 'hypertensionCard', id: 'b' },
    ]);
    expect(actionTags('hypertensionCard', undefined)).toEqual([
      { type: 'hypertensionCard', id: 'LIST' },
    ]);
  });
});
