import {
  DEFAULT_REGION_CODE,
  isMbDisplayOn,
  isRegionCode,
  isWhTwoDiseaseDistrict,
  REGION_CODES,
  REGION_VARIANTS,
  type RegionCode,
  type RegionVariant,
  regionVariant,
} from '@/services/config/regionVariants';

type Flag = Exclude<keyof RegionVariant, 'code' | 'mbRegioncode' | 'apiPrefix'>;

/** Spec sections 6 and 9, one row per flag: the regions that have it on. */
const EXPECTED: Record<Flag, readonly RegionCode[]> = {
  encryptCode: ['wh', 'lyx', 'mc', 'qc', 'tc', 'ng'],
  labelShow: ['lyx', 'ng'],
  individualHealthEdu: ['mc', 'qc'],
  twoDisease: ['mc', 'ng'],
  twoDiseaseSpecial: ['wh', 'ng'],
  foodGoodCode: ['mc', 'qc'],
  evaluationBtn: ['mc'],
  evaluationBtnWH: ['wh', 'qc', 'tc', 'ng', 'lyx'],
  qgztEvaluationBtn: ['mc', 'qc'],
  igPhyPDFBtn: ['mc', 'lyx', 'qc'],
  isWorkPoint: ['tc'],
  formFieldRequire: ['tc'],
  isAIShow: [],
  whTowDiseaseRegion: ['wh'],
};

describe('region variants', () => {
  it('has one variant per region code, named by its key', () => {
    expect([...REGION_CODES].sort()).toEqual(['lyx', 'mc', 'ng', 'qc', 'tc', 'wh']);
    for (const code of REGION_CODES) expect(REGION_VARIANTS[code].code).toBe(code);
  });

  it.each(Object.entries(EXPECTED) as [Flag, readonly RegionCode[]][])(
    '%s is on exactly for %j',
    (flag, regions) => {
      const on = REGION_CODES.filter((code) => REGION_VARIANTS[code][flag]);
      expect([...on].sort()).toEqual([...regions].sort());
    },
  );

  it('sends every region through /GWEHR (spec 7)', () => {
    for (const code of REGION_CODES) expect(REGION_VARIANTS[code].apiPrefix).toBe('/GWEHR');
  });

  it('defaults to tc: work points and required form fields on, assistant off (spec 6)', () => {
    expect(DEFAULT_REGION_CODE).toBe('tc');
    expect(regionVariant(undefined)).toBe(REGION_VARIANTS.tc);
    expect(regionVariant('nowhere')).toMatchObject({
      code: 'tc',
      isWorkPoint: true,
      formFieldRequire: true,
      isAIShow: false,
    });
    expect(regionVariant('mc').code).toBe('mc');
  });

  it('recognises region codes strictly', () => {
    expect(isRegionCode('wh')).toBe(true);
    expect(isRegionCode('WH')).toBe(false);
    expect(isRegionCode(1)).toBe(false);
  });

  it('knows the wh two-disease districts as numbers and as strings (spec 9)', () => {
    for (const code of [340203, 340222, 340221, '340203', '340222', '340221']) {
      expect(isWhTwoDiseaseDistrict(code)).toBe(true);
    }
    expect(isWhTwoDiseaseDistrict(340881)).toBe(false);
    expect(isWhTwoDiseaseDistrict('340200')).toBe(false);
  });

  it('switches the mb display off for the two listed townships only (spec 9)', () => {
    expect(isMbDisplayOn('340881')).toBe(false);
    expect(isMbDisplayOn('341622')).toBe(false);
    expect(isMbDisplayOn('340800')).toBe(true);
  });

  it('is frozen in shape: every variant has every flag as a boolean', () => {
    for (const code of REGION_CODES) {
      for (const flag of Object.keys(EXPECTED) as Flag[])
        expect(typeof REGION_VARIANTS[code][flag]).toBe('boolean');
    }
  });
});
