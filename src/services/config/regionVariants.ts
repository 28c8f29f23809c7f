/**
 * The regional variants of spec sections 6 and 9, as one typed table. Features read flags
 * from here and never compare region strings themselves.
 */
export type RegionCode = 'wh' | 'mc' | 'qc' | 'lyx' | 'ng' | 'tc';

export const REGION_CODES: readonly RegionCode[] = ['wh', 'mc', 'qc', 'lyx', 'ng', 'tc'];

export interface RegionVariant {
  code: RegionCode;
  /** County code whose chronic-disease (mb) display applies; empty when none. */
  mbRegioncode: string;
  /** Passwords are RSA-encrypted before sign-in. */
  encryptCode: boolean;
  labelShow: boolean;
  individualHealthEdu: boolean;
  twoDisease: boolean;
  twoDiseaseSpecial: boolean;
  foodGoodCode: boolean;
  evaluationBtn: boolean;
  evaluationBtnWH: boolean;
  qgztEvaluationBtn: boolean;
  igPhyPDFBtn: boolean;
  isWorkPoint: boolean;
  formFieldRequire: boolean;
  isAIShow: boolean;
  whTowDiseaseRegion: boolean;
  /** API calls go to `{origin}/GWEHR` for these regions (spec 7). */
  apiPrefix: string;
}

/** Township codes with the mb display switched off (spec 9). */
export const MB_TOWNSHIP_CODES: readonly string[] = ['340881', '341622'];

/** The wh two-disease districts, as numbers and as strings, because both forms reach the client. */
export const WH_TWO_DISEASE_DISTRICTS: readonly (number | string)[] = [
  340203,
  340222,
  340221,
  '340203',
  '340222',
  '340221',
];

const base = {
  mbRegioncode: '',
  encryptCode: true,
  labelShow: false,
  individualHealthEdu: false,
  twoDisease: false,
  twoDiseaseSpecial: false,
  foodGoodCode: false,
  evaluationBtn: false,
  evaluationBtnWH: false,
  qgztEvaluationBtn: false,
  igPhyPDFBtn: false,
  isWorkPoint: false,
  formFieldRequire: false,
  isAIShow: false,
  whTowDiseaseRegion: false,
  apiPrefix: '/GWEHR',
} satisfies Omit<RegionVariant, 'code'>;

export const REGION_VARIANTS: Readonly<Record<RegionCode, RegionVariant>> = {
  wh: {
    ...base,
    code: 'wh',
    twoDiseaseSpecial: true,
    evaluationBtnWH: true,
    whTowDiseaseRegion: true,
  },
  mc: {
    ...base,
    code: 'mc',
    mbRegioncode: '341622',
    individualHealthEdu: true,
    twoDisease: true,
    foodGoodCode: true,
    evaluationBtn: true,
    qgztEvaluationBtn: true,
    igPhyPDFBtn: true,
  },
  qc: {
    ...base,
    code: 'qc',
    individualHealthEdu: true,
    foodGoodCode: true,
    evaluationBtnWH: true,
    qgztEvaluationBtn: true,
    igPhyPDFBtn: true,
  },
  lyx: { ...base, code: 'lyx', labelShow: true, evaluationBtnWH: true, igPhyPDFBtn: true },
  ng: {
    ...base,
    code: 'ng',
    labelShow: true,
    twoDisease: true,
    twoDiseaseSpecial: true,
    evaluationBtnWH: true,
  },
  tc: {
    ...base,
    code: 'tc',
    mbRegioncode: '340881',
    evaluationBtnWH: true,
    isWorkPoint: true,
    formFieldRequire: true,
  },
};

export const DEFAULT_REGION_CODE: RegionCode = 'tc';

export const isRegionCode = (value: unknown): value is RegionCode =>
  typeof value === 'string' && (REGION_CODES as readonly string[]).includes(value);

/** The variant of a region code; an unknown code falls back to the default region (tc). */
export const regionVariant = (code: unknown): RegionVariant =>
  REGION_VARIANTS[isRegionCode(code) ? code : DEFAULT_REGION_CODE];

/** Whether a district code (number or string) belongs to the wh two-disease region. */
export const isWhTwoDiseaseDistrict = (code: number | string): boolean =>
  WH_TWO_DISEASE_DISTRICTS.includes(code);

/** The mb display is off for the two listed township codes. */
export const isMbDisplayOn = (townshipCode: string): boolean =>
  !MB_TOWNSHIP_CODES.includes(townshipCode);
