import { TONGCHENG_TOWNS, TONGCHENG_VILLAGES, villageCode } from './regions';

/** HospClass values of the demo hierarchy. */
export const HOSP_CLASS = { bureau: 1, townshipCentre: 2, villageClinic: 3 } as const;

export interface HospitalSeed {
  id: string;
  parent: string | null;
  regionCode: string;
  name: string;
  hospClass: number;
}

export const TONGCHENG_BUREAU_ID = '340881001';

/** Health bureaus of the other variants, so every region code has an institution. */
const OTHER_BUREAUS: readonly HospitalSeed[] = [
  ['341602', '谯城区卫生健康委员会'],
  ['341622', '蒙城县卫生健康委员会'],
  ['341623', '利辛县卫生健康委员会'],
  ['340203', '弋江区卫生健康委员会'],
  ['340221', '芜湖县卫生健康委员会'],
  ['340222', '繁昌县卫生健康委员会'],
  ['341881', '宁国市卫生健康委员会'],
].map(([regionCode = '', name = '']) => ({
  id: `${regionCode}001`,
  parent: null,
  regionCode,
  name,
  hospClass: HOSP_CLASS.bureau,
}));

/** A health centre's id: its township code plus 001. */
export const centreId = (townCode: string): string => `${townCode}001`;

/** A village clinic's id: its village code plus 01. */
export const clinicId = (villageRegionCode: string): string => `${villageRegionCode}01`;

const townName = (code: string): string =>
  TONGCHENG_TOWNS.find((town) => town.code === code)?.name ?? code;

/** 桐城市卫生健康委员会 → township health centres → village clinics, then the other bureaus. */
export const buildHospitalSeeds = (): HospitalSeed[] => {
  const seeds: HospitalSeed[] = [
    {
      id: TONGCHENG_BUREAU_ID,
      parent: null,
      regionCode: '340881',
      name: '桐城市卫生健康委员会',
      hospClass: HOSP_CLASS.bureau,
    },
  ];
  for (const [townCode, villages] of Object.entries(TONGCHENG_VILLAGES)) {
    const town = townName(townCode);
    seeds.push({
      id: centreId(townCode),
      parent: TONGCHENG_BUREAU_ID,
      regionCode: townCode,
      name: `${town}卫生院`,
      hospClass: HOSP_CLASS.townshipCentre,
    });
    villages.forEach((village, index) => {
      const code = villageCode(townCode, index);
      seeds.push({
        id: clinicId(code),
        parent: centreId(townCode),
        regionCode: code,
        name: `${town}${village}卫生室`,
        hospClass: HOSP_CLASS.villageClinic,
      });
    });
  }
  return [...seeds, ...OTHER_BUREAUS];
};
