import {
  activeQualityRules,
  healthCheckFailures,
  idCardFailures,
  isBelowQuota,
  isNotDynamic,
  MANAGED_DISEASES,
  pastHistoryFailures,
  QUALITY_RULE_CODES,
  QUALITY_RULES,
  RECORD_QUALITY_RULES,
  requiredFieldFailures,
} from '@/domain/archives';
import { idCardCheckDigit } from '@/domain/identity';
import { isConcreteFamilyId } from '@/services/contract/catalogue';

/** 档案质控 rules (domain/archives/quality): a passing and a failing archive for each. */

const idOf = (first17: string) => `${first17}${idCardCheckDigit(first17)}`;
/** Born 1958-03-12, 17th digit odd: a man. */
const ID = idOf('34088119580312001');

const ARCHIVE = {
  fileNum: '34088110010100001',
  name: '张建国',
  address: '孔城镇桐梓村3组',
  coverPhone: '13905561234',
  responsibleDoctor: '李医生',
  buildDate: '2020-05-06',
  sex: '1',
  birthDate: '1958-03-12',
  IDCardNo: ID,
  residenceType: '1',
  nation: '01',
};
const TODAY = '2026-12-05';

describe('every rule has a code, a Chinese reason and a label', () => {
  it.each(QUALITY_RULE_CODES)('%s', (code) => {
    expect(QUALITY_RULES[code].code).toBe(code);
    expect(QUALITY_RULES[code].reason).toMatch(/[\u4e00-\u9fa5]/);
    expect(QUALITY_RULES[code].label.length).toBeLessThanOrEqual(14);
  });

  it('counts every rule but 非动态档案 against 档案合格率', () => {
    expect(RECORD_QUALITY_RULES).toEqual(
      QUALITY_RULE_CODES.filter((code) => code !== 'notDynamic'),
    );
  });

  it('switches off only the configurable rules', () => {
    expect(activeQualityRules(['notDynamic', 'idCardInvalid'])).toEqual(
      QUALITY_RULE_CODES.filter((code) => code !== 'notDynamic'),
    );
  });
});

describe('required fields of the cover and 个人基本信息表 (national-forms §1, §2)', () => {
  it('passes a filled archive', () => {
    expect(requiredFieldFailures(ARCHIVE)).toEqual([]);
  });

  it('names the empty fields of each form', () => {
    expect(
      requiredFieldFailures({
        ...ARCHIVE,
        coverPhone: ' ',
        responsibleDoctor: undefined,
        nation: '',
      }),
    ).toEqual([
      { code: 'coverRequired', fields: ['coverPhone', 'responsibleDoctor'] },
      { code: 'infoRequired', fields: ['nation'] },
    ]);
  });
});

describe('身份证号 valid and matching sex and birth date', () => {
  it('passes a valid matching number, and leaves an empty one to infoRequired', () => {
    expect(idCardFailures(ARCHIVE, TODAY)).toEqual([]);
    expect(idCardFailures({ ...ARCHIVE, IDCardNo: '' }, TODAY)).toEqual([]);
  });

  it('fails a wrong check digit', () => {
    const wrong = `${ID.slice(0, 17)}${ID.endsWith('0') ? '1' : '0'}`;
    expect(idCardFailures({ ...ARCHIVE, IDCardNo: wrong }, TODAY)).toEqual([
      { code: 'idCardInvalid', fields: ['IDCardNo'] },
    ]);
  });

  it('fails a number saying another birth date or sex', () => {
    const [failure] = idCardFailures({ ...ARCHIVE, sex: '2', birthDate: '1958-03-21' }, TODAY);
    expect(failure).toMatchObject({
      code: 'idCardMismatch',
      fields: ['IDCardNo', 'birthDate', 'sex'],
    });
    expect(failure?.detail).toBe('身份证号出生日期为1958-03-12，身份证号性别为男');
  });
});

describe('既往史 missing a managed disease', () => {
  const cards = { hypertensionCard: [{ manageStatus: '1' }] };

  it('passes when a 疾病 slot or the summary records it, or the card is terminated', () => {
    expect(pastHistoryFailures({ ...ARCHIVE, pastDisease1: '2' }, cards)).toEqual([]);
    expect(pastHistoryFailures({ ...ARCHIVE, pastHistory: '高血压；2型糖尿病' }, cards)).toEqual(
      [],
    );
    expect(pastHistoryFailures(ARCHIVE, { hypertensionCard: [{ manageStatus: '2' }] })).toEqual([]);
  });

  it('fails an active card without the row, pointing at the first free slot', () => {
    expect(
      pastHistoryFailures(
        { ...ARCHIVE, pastDisease1: '4' },
        { ...cards, mentalcard: [{ manageStatus: '1' }] },
      ),
    ).toEqual([
      {
        code: 'pastHistoryMissing',
        fields: ['pastDisease2'],
        detail: '既往史未记录：高血压、严重精神障碍',
      },
    ]);
  });

  it.each(MANAGED_DISEASES.map((disease) => [disease.cardFamily]))(
    'names an existing card family: %s',
    (family) => {
      expect(isConcreteFamilyId(family)).toBe(true);
    },
  );
});

/** A complete check of a 60-year-old (no 老年人 items) as the check rules ask. */
const CHECK = {
  checkDate: '2026-06-20',
  leftSbp: 128,
  leftDbp: 78,
  height: 170,
  weight: 66,
  exerciseFrequency: '1',
  dietHabits: ['1'],
  smokingStatus: '1',
  drinkingFrequency: '1',
  cerebrovascularDisease: ['1'],
  kidneyDisease: ['1'],
  heartDisease: ['1'],
  vascularDisease: ['1'],
  eyeDisease: ['1'],
  nervousDisease: '1',
  otherSystemDisease: '1',
  healthEvaluation: '1',
  healthGuidance: ['1'],
  riskFactorControl: [],
};
const SIXTY = { ...ARCHIVE, birthDate: '1966-03-12', IDCardNo: idOf('34088119660312001') };

describe('this year’s 健康体检表 complete (the kernel’s assessHealthCheck)', () => {
  it('passes a complete check', () => {
    expect(healthCheckFailures({ person: SIXTY, check: CHECK, cardsByFamily: {} })).toEqual([]);
  });

  it('fails a check without 足背动脉 once the resident is a managed diabetic', () => {
    const [failure] = healthCheckFailures({
      person: SIXTY,
      check: CHECK,
      cardsByFamily: { diabetesManager: [{ manageStatus: '1' }] },
    });
    expect(failure).toMatchObject({ code: 'healthCheckIncomplete', fields: ['dorsalisPedis'] });
    expect(failure?.detail).toContain('足背动脉');
  });
});

describe('follow-ups below the year’s quota so far (followUp quotaSoFar)', () => {
  it('passes three visits by December of a card opened in earlier years', () => {
    expect(isBelowQuota(3, '2024-01-01', TODAY)).toBe(false);
  });

  it('fails two visits by December', () => {
    expect(isBelowQuota(2, '2024-01-01', TODAY)).toBe(true);
  });
});

describe('非动态档案: no service in the last 12 months (健康档案使用率’s 使用)', () => {
  it('passes a service twelve months ago to the day', () => {
    expect(isNotDynamic('2025-12-05', TODAY)).toBe(false);
  });

  it('fails an older service or none', () => {
    expect(isNotDynamic('2025-12-04', TODAY)).toBe(true);
    expect(isNotDynamic(null, TODAY)).toBe(true);
  });
});
