import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  catalogue,
  CHRONIC_VERBS,
  concreteFamilies,
  declaredPaths,
  familyRoutes,
  type FamilyGroup,
  getFamily,
  VERB_ROUTES,
  wildcardFamilies,
} from '@/services/contract';

import { SPEC_7_3_FIXTURE, SPEC_7_3_PATHS } from '../../fixtures/specPaths';
import { extractSpecPaths } from '../../utils/extractSpecPaths';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SPEC_FILE = path.resolve(REPO_ROOT, '../shared/spec/platform-spec.md');
const CHINESE = /[\u4e00-\u9fff]/;
const IDENTIFIER = /^[A-Za-z_]\w*$/;
const GROUPS: readonly FamilyGroup[] = [
  '认证与基础',
  '文件',
  '菜单与权限',
  '通知公告',
  '居民',
  '慢病',
  '健康体检',
  '签约',
  '中医体质',
  '健康教育',
  '老年人',
  '健康银行',
  '两病与决策支持',
  '转诊',
  '卫生监督与组织',
  '报表',
  '系统',
  '工作考核',
  '其他',
  // Ours, not a heading of spec 7.3: the maternal and child families (maternalChildFamilies.ts).
  '妇幼',
];

const declared = new Set(catalogue.flatMap(declaredPaths));
const duplicates = (values: readonly string[]): string[] =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('catalogue covers spec 7.3', () => {
  it('declares every path and sub-path of the fixture (wildcards by their pattern)', () => {
    const missing = SPEC_7_3_PATHS.filter((specPath) => !declared.has(specPath));
    expect(missing).toEqual([]);
  });

  const specText = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : null;
  const driftTest = specText ? it : it.skip;
  driftTest(
    specText
      ? 'fixture matches the paths the spec lists today'
      : `fixture drift check skipped: ${SPEC_FILE} is absent (a clone of the project alone)`,
    () => {
      const current = extractSpecPaths(specText ?? '');
      const added = current.filter((p) => !SPEC_7_3_PATHS.includes(p));
      const removed = SPEC_7_3_PATHS.filter((p) => !current.includes(p));
      // When this fails, rewrite SPEC_7_3_FIXTURE's paths with extractSpecPaths(spec), then
      // bring the catalogue up to date.
      expect({ fixture: SPEC_7_3_FIXTURE, added, removed }).toEqual({
        fixture: SPEC_7_3_FIXTURE,
        added: [],
        removed: [],
      });
    },
  );
});

describe('catalogue families', () => {
  it('has unique, identifier-safe ids (they prefix endpoint names and tag types)', () => {
    const ids = catalogue.map((entry) => entry.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => !IDENTIFIER.test(id))).toEqual([]);
  });

  it('gives every family a Chinese title and a 7.3 group', () => {
    for (const entry of catalogue) {
      expect({ id: entry.id, chinese: CHINESE.test(entry.title) }).toEqual({
        id: entry.id,
        chinese: true,
      });
      expect(GROUPS).toContain(entry.group);
    }
    expect(new Set(catalogue.map((entry) => entry.group))).toEqual(new Set(GROUPS));
  });

  it('has unique collection paths', () => {
    expect(duplicates(concreteFamilies.map((entry) => entry.path))).toEqual([]);
  });

  it('derives the id from the collection path', () => {
    for (const entry of concreteFamilies) {
      const camel = entry.path
        .replace(/^\/api\//, '')
        .replace(/\/(\w)/g, (_, first: string) => first.toUpperCase());
      expect(entry.id).toBe(camel);
    }
  });

  it('declares each wildcard by a pattern ending in * and its prefix', () => {
    expect(wildcardFamilies.map((entry) => entry.pattern).sort()).toEqual(
      SPEC_7_3_PATHS.filter((specPath) => specPath.endsWith('*')).sort(),
    );
    for (const entry of wildcardFamilies) expect(`${entry.prefix}*`).toBe(entry.pattern);
  });

  it('uses identifier-safe extra names that do not shadow a standard verb', () => {
    for (const entry of concreteFamilies) {
      for (const key of Object.keys(entry.extras)) {
        expect(IDENTIFIER.test(key)).toBe(true);
        expect(Object.keys(VERB_ROUTES)).not.toContain(key);
      }
    }
  });

  it('routes no two calls of a family to the same method and path', () => {
    for (const entry of concreteFamilies) {
      const keys = familyRoutes(entry).map(
        (route) => `${route.method} ${route.path}${route.withId ? '/{id}' : ''}`,
      );
      expect({ id: entry.id, duplicates: duplicates(keys) }).toEqual({
        id: entry.id,
        duplicates: [],
      });
    }
  });

  it('gives every chronic-disease family the variants of spec 7.3', () => {
    const chronic = concreteFamilies.filter((entry) => entry.group === '慢病');
    expect(chronic.length).toBeGreaterThanOrEqual(28);
    for (const entry of chronic)
      expect(Object.keys(entry.verbs)).toEqual(expect.arrayContaining([...CHRONIC_VERBS]));
  });

  it('keeps the server spellings the spec shows', () => {
    expect(getFamily('healthCheckTables').verbs.excel?.path).toBe('Excel');
    expect(getFamily('hypertensionDiagnosis').verbs.audit?.path).toBe('Audit');
    expect(getFamily('hypertensionDiagnosis').verbs.cancelAudit?.path).toBe('Cancel');
    expect(getFamily('signRegistes').verbs.terminal?.path).toBe('termination');
    expect(getFamily('signRegisteCheckMains').verbs.cancelVerify?.path).toBe('verifyNo');
    expect(getFamily('persons').idField).toBe('personNum');
    expect(getFamily('emrInpatient').path).toBe('/api/emr/inpatient');
  });
});

describe('catalogue fields', () => {
  const withFields = concreteFamilies.filter((entry) => entry.fields);

  it('declares fields for the core families', () => {
    expect(withFields.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([
        'persons',
        'familys',
        'hypertensionCard',
        'hypertensionFollowUp',
        'diabetesManager',
        'diabetesFollowUP',
        'healthCheckTables',
        'signRegistes',
        'vaccinationcards',
        'deathmedicalcertificates',
        'twowayreferrals',
        'sysUsers',
        'hospitals',
        'CodeDictionarys',
        'noticeannouncement',
      ]),
    );
  });

  it.each(withFields.map((entry) => [entry.id, entry] as const))('%s: sound fields', (_, entry) => {
    const fields = entry.fields ?? [];
    expect(duplicates(fields.map((field) => field.name))).toEqual([]);
    for (const field of fields) {
      expect(CHINESE.test(field.label)).toBe(true);
      if (field.kind === 'select' || field.kind === 'multiselect') {
        expect(field.options?.length).toBeGreaterThan(0);
        expect(duplicates(field.options?.map((option) => option.value) ?? [])).toEqual([]);
      }
      if (field.kind === 'lookup') {
        expect(field.lookup && getFamily(field.lookup.family)).toBeTruthy();
      }
      if (field.min !== undefined && field.max !== undefined) {
        expect(field.min).toBeLessThanOrEqual(field.max);
      }
    }
  });

  it('follows the national follow-up forms where the brief names values', () => {
    const followUp = getFamily('hypertensionFollowUp').fields ?? [];
    const field = (name: string) => followUp.find((candidate) => candidate.name === name);
    expect(field('sbp')).toMatchObject({ min: 60, max: 300, unit: 'mmHg' });
    expect(field('visitMethod')?.options?.map((option) => option.label)).toEqual([
      '门诊',
      '家庭',
      '电话',
    ]);
    expect(field('symptoms')?.kind).toBe('multiselect');
    expect(field('medications')?.kind).toBe('medications');
    const diabetes = getFamily('diabetesFollowUP').fields ?? [];
    expect(diabetes.find((candidate) => candidate.name === 'hypoglycemia')?.options).toEqual([
      { value: '1', label: '无' },
      { value: '2', label: '偶尔' },
      { value: '3', label: '频繁' },
    ]);
  });
});

describe('catalogue lifecycles', () => {
  it('reaches every lifecycle by a call the family has, and moves only to known states', () => {
    for (const entry of concreteFamilies) {
      const actions = [...Object.keys(entry.verbs), ...Object.keys(entry.extras)];
      for (const lifecycle of entry.lifecycles) {
        const values = lifecycle.states.map((state) => state.value);
        expect(values).toContain(lifecycle.initial);
        for (const target of Object.values(lifecycle.transitions)) expect(values).toContain(target);
        expect(Object.keys(lifecycle.transitions).some((a) => actions.includes(a))).toBe(true);
      }
    }
  });

  it('attaches the presets of the lifecycle verbs', () => {
    const fields = (id: string) =>
      concreteFamilies
        .find((entry) => entry.id === id)
        ?.lifecycles.map((lifecycle) => lifecycle.field);
    expect(fields('hypertensionCard')).toEqual(['manageStatus']);
    expect(fields('hypertensionDiagnosis')).toEqual(['manageStatus', 'auditStatus']);
    expect(fields('signRegistes')).toEqual([
      'signStatus',
      'verifyStatus',
      'examineStatus',
      'chargeStatus',
    ]);
    expect(fields('signRegisteCheckMains')).toEqual(['verifyStatus']);
    expect(fields('twowayreferrals')).toEqual(['auditStatus', 'receiveStatus']);
    expect(fields('deathmedicalcertificates')).toEqual(['auditStatus']);
    expect(fields('persons')).toEqual(['status']);
  });
});
