import { type FieldSpec } from '@/services/contract';

import { addressParts } from '../../../../src/features/print/layouts/CoverLayout';
import { sectionsFor } from '../../../../src/features/print/layouts/GenericLayout';
import { paperField } from '../../../../src/features/print/layouts/PersonInfoLayout';
import {
  DIABETES_ROWS,
  HYPERTENSION_ROWS,
  visitPages,
} from '../../../../src/features/print/model/followUpRows';
import {
  archiveSerial,
  boxCodes,
  optionsText,
  pairText,
  paperDate,
  paperText,
} from '../../../../src/features/print/model/paperText';
import {
  followUpPrintPath,
  printLinkFor,
  PRINTING_FAMILIES,
} from '../../../../src/features/print/model/printLinks';
import { setRuntimeConfig } from '../../../../src/services/config/runtimeConfig';
import { PRINT_ROUTES, printRouteByName } from '../../../../src/services/contract/print';

/** A coded field whose options are numbered from 1, as the paper forms number them. */
const codedField = (
  name: string,
  label: string,
  kind: 'select' | 'multiselect',
  labels: readonly string[],
): FieldSpec => ({
  name,
  label,
  kind,
  options: labels.map((optionLabel, index) => ({ value: String(index + 1), label: optionLabel })),
});

const METHOD = codedField('visitMethod', '随访方式', 'select', ['门诊', '家庭', '电话']);
const SYMPTOMS = codedField('symptoms', '症状', 'multiselect', ['无症状', '头痛头晕']);

const WEIGHT: FieldSpec = { name: 'w', label: '体重', kind: 'decimal2', unit: 'kg' };

describe('paper text', () => {
  it.each([
    [METHOD, '2', '家庭'],
    [SYMPTOMS, ['1', '2'], '无症状、头痛头晕'],
    [SYMPTOMS, '2', '头痛头晕'],
    [WEIGHT, 62, '62kg'],
    [
      undefined,
      [{ drug: '厄贝沙坦片', timesPerDay: 1, dose: '150mg' }],
      '厄贝沙坦片（每日1次 每次150mg）',
    ],
    [undefined, null, ''],
    [undefined, true, '是'],
  ])('%# paperText', (field, value, expected) => {
    expect(paperText(field, value)).toBe(expected);
  });

  it('lists the options and boxes the codes as the paper does', () => {
    expect(optionsText(METHOD)).toBe('1门诊 2家庭 3电话');
    expect(boxCodes(METHOD, '3')).toEqual(['3']);
    expect(boxCodes(SYMPTOMS, ['1', '2'])).toEqual(['1', '2']);
    expect(boxCodes(METHOD, undefined)).toEqual([]);
  });

  it.each([
    ['34088110020100027', '201-00027'],
    ['3408811002010002', ''],
    ['340881*********27', '***-***27'],
    [undefined, ''],
  ])('archive serial of %s is %s', (fileNum, serial) => {
    expect(archiveSerial(fileNum)).toBe(serial);
  });

  it('writes dates and now/target pairs the paper way', () => {
    expect(paperDate('2026-11-15')).toBe('2026年11月15日');
    expect(pairText(6, 1)).toBe('6 / 1');
    expect(pairText(undefined, 1, '支')).toBe('— / 1 支');
    expect(pairText(undefined, undefined)).toBe('');
  });

  it.each([
    ['桐城市孔城镇桐梓村五组47号', '孔城镇', '桐梓村'],
    ['合肥市蜀山区三里庵街道安居社区12栋', '三里庵街道', '安居社区'],
    ['某地', '', ''],
  ])('reads township and village of %s', (address, town, village) => {
    expect(addressParts(address)).toEqual({ town, village });
  });
});

describe('follow-up form rows', () => {
  const visit = {
    visitDate: '2026-10-01',
    visitMethod: '1',
    sbp: 152,
    dbp: 94,
    symptoms: ['1'],
    medications: [{ drug: '氨氯地平片', timesPerDay: 1, dose: '5mg' }],
    fastingBloodGlucose: 7.4,
    heartRate: 104,
  };
  const cell = (rows: typeof HYPERTENSION_ROWS, label: string) =>
    rows.find((row) => row.label === label)?.cell(visit);

  it('prints blood pressure, codes in boxes and the first drug', () => {
    expect(cell(HYPERTENSION_ROWS, '血压（mmHg）')?.text).toBe('152/94');
    expect(cell(HYPERTENSION_ROWS, '随访方式')?.boxes).toEqual(['1']);
    expect(cell(HYPERTENSION_ROWS, '药物名称1')?.text).toBe('氨氯地平片\n每日1次 每次5mg');
    expect(cell(HYPERTENSION_ROWS, '药物名称2')?.text).toBe('');
    expect(cell(DIABETES_ROWS, '空腹血糖值')?.text).toBe('7.4 mmol/L');
    expect(cell(DIABETES_ROWS, '心率（次/分钟）')?.text).toBe('104');
  });

  it('lists the options of the coded rows', () => {
    expect(HYPERTENSION_ROWS.find((row) => row.label === '随访方式')?.options).toBe(
      '1门诊 2家庭 3电话',
    );
  });

  it('splits visits into pages of four', () => {
    expect(visitPages([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(visitPages([], 4)).toEqual([]);
  });
});

describe('print links', () => {
  it('offers the follow-up form and the referral slip of a hypertension visit', () => {
    expect(printLinkFor('hypertensionFollowUp', { personNum: 'P1' }, '42')).toEqual([
      { label: '随访服务记录表', path: '/print/hypertensionFollowPrint/P1/42' },
      { label: '转诊单', path: '/print/HypertensionreferralFormPrint/P1/42' },
    ]);
  });

  it('puts the id in the query for routes without an id segment', () => {
    expect(printLinkFor('healthchecktablescores', {}, '7')).toEqual([
      { label: '生活自理能力评估表', path: '/print/printAssessment?id=7' },
    ]);
  });

  it('offers every print route of spec 2.3 from some row, dialog or page', () => {
    const offered = new Set<string>();
    const collect = () => {
      for (const family of PRINTING_FAMILIES) {
        for (const activityType of ['1', '2', '3']) {
          const row = {
            personNum: 'P1',
            name: '王秀兰',
            hospitalId: 'H1',
            signDate: '2026-03-01',
            activityType,
          };
          for (const link of printLinkFor(family, row, '9')) {
            const name = PRINT_ROUTES.find((route) =>
              new RegExp(`^${route.pattern.replace(/:\w+/g, '[^/]+')}(\\?|$)`).test(link.path),
            )?.name;
            if (name) offered.add(name);
          }
        }
      }
    };
    collect();
    const before = setRuntimeConfig({}).regionCode;
    setRuntimeConfig({ regionCode: 'lyx' });
    collect();
    setRuntimeConfig({ regionCode: before });
    expect(PRINT_ROUTES.map((route) => route.name).filter((name) => !offered.has(name))).toEqual(
      [],
    );
  });

  it('offers the region lyx its own agreement, and the standard one elsewhere', () => {
    const agreement = () =>
      printLinkFor('signRegistes', { personNum: 'P1', signDate: '2026-03-01' }, '5').find(
        (link) => link.label === '签约协议书',
      )?.path;
    const before = setRuntimeConfig({}).regionCode;
    try {
      setRuntimeConfig({ regionCode: 'lyx' });
      expect(agreement()).toBe('/print/printAgreementLYX/5/P1');
      setRuntimeConfig({ regionCode: 'tc' });
      expect(agreement()).toBe('/print/printAgreement/5/P1');
    } finally {
      setRuntimeConfig({ regionCode: before });
    }
    expect(printRouteByName('printAgreementLYX')?.layout).toBe('agreement');
  });

  it('names the resident on the comprehensive registration print', () => {
    const links = printLinkFor('persons', { name: '王秀兰', hospitalId: 'H1' }, 'P1');
    expect(links.map((link) => link.path)).toEqual(
      expect.arrayContaining([
        `/print/comprehensive-reg/P1/${encodeURIComponent('王秀兰')}`,
        '/print/printPersonFiles/printActivitiesList/P1',
        '/print/printApplication/P1/H1/1',
      ]),
    );
  });

  it('offers nothing for a family without paper', () => {
    expect(printLinkFor('hospitals', {}, '1')).toEqual([]);
  });

  it('prints several visits of one patient, and refuses two patients', () => {
    /** Visits 3 and 5 chosen on the diabetes work list, of these residents. */
    const printVisitsOf = (first: string, second: string) =>
      followUpPrintPath('diabetesFollowUP', [
        { id: '3', row: { personNum: first } },
        { id: '5', row: { personNum: second } },
      ]);
    expect(printVisitsOf('P1', 'P1')).toEqual({
      ok: true,
      path: '/print/DiabetesFollowPrint/P1/3?ids=3,5',
    });
    expect(printVisitsOf('P1', 'P2')).toEqual({
      ok: false,
      reason: '一次只能打印同一位居民的随访记录',
    });
    expect(followUpPrintPath('persons', [{ id: '1', row: {} }]).ok).toBe(false);
  });
});

describe('generic layout sections', () => {
  it('labels an undeclared family from the print dictionary, the rest under 其他', () => {
    const sections = sectionsFor('receptionrecords', {
      visitDate: '2026-01-01',
      chiefComplaint: '头晕三天',
      mood: 'x',
    });
    const fields = sections.flatMap((section) => section.fields);
    expect(fields.find((field) => field.name === 'visitDate')).toMatchObject({
      label: '就诊日期',
      kind: 'date',
    });
    expect(fields.find((field) => field.name === 'chiefComplaint')?.label).toBe('就诊者的主观资料');
    expect(fields.find((field) => field.name === 'mood')?.label).toBeDefined();
    expect(sections.at(-1)?.title).toBe('其他');
  });

  it('uses the catalogue sections of a declared family and hides the identity fields', () => {
    const titles = sectionsFor('hypertensionFollowUp', {}).map((section) => section.title);
    expect(titles).toContain('生活方式指导');
    const names = sectionsFor('hypertensionFollowUp', {}).flatMap((s) =>
      s.fields.map((f) => f.name),
    );
    expect(names).not.toContain('IDCardNo');
    expect(names).toContain('sbp');
  });
});

describe('个人基本信息表 民族', () => {
  const nation: FieldSpec = {
    name: 'nation',
    label: '民族',
    kind: 'select',
    options: [
      { value: '01', label: '汉族' },
      { value: '03', label: '回族' },
    ],
  };

  it.each([
    ['01', '01', ''],
    ['03', '99', '回族'],
  ])('prints code %s as box %s with note %s', (stored, box, note) => {
    const shown = paperField(nation, stored);
    expect(optionsText(shown.field)).toBe('01汉族 99少数民族');
    expect(shown.value).toBe(box);
    expect(shown.note).toBe(note);
  });
});
