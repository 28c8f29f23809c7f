/** Administrative divisions of the demo data (national statistics codes). */
export interface RegionSeed {
  code: string;
  parent: string | null;
  name: string;
  level: 1 | 2 | 3 | 4 | 5;
  deployCode?: string;
}

/** Province, cities and the county-level areas of the six regional variants (spec section 6). */
const UPPER_REGIONS: readonly RegionSeed[] = [
  { code: '340000', parent: null, name: '安徽省', level: 1 },
  { code: '340800', parent: '340000', name: '安庆市', level: 2 },
  { code: '340881', parent: '340800', name: '桐城市', level: 3, deployCode: 'tc' },
  { code: '341600', parent: '340000', name: '亳州市', level: 2 },
  { code: '341602', parent: '341600', name: '谯城区', level: 3, deployCode: 'qc' },
  { code: '341622', parent: '341600', name: '蒙城县', level: 3, deployCode: 'mc' },
  { code: '341623', parent: '341600', name: '利辛县', level: 3, deployCode: 'lyx' },
  { code: '340200', parent: '340000', name: '芜湖市', level: 2, deployCode: 'wh' },
  // 芜湖县 and 繁昌县 became districts in 2020; the platform (spec section 9) keeps the old codes.
  { code: '340203', parent: '340200', name: '弋江区', level: 3 },
  { code: '340221', parent: '340200', name: '芜湖县', level: 3 },
  { code: '340222', parent: '340200', name: '繁昌县', level: 3 },
  { code: '341800', parent: '340000', name: '宣城市', level: 2 },
  { code: '341881', parent: '341800', name: '宁国市', level: 3, deployCode: 'ng' },
];

/** Townships of 桐城市 with their real 9-digit codes. */
export const TONGCHENG_TOWNS: readonly { code: string; name: string }[] = [
  { code: '340881001', name: '龙腾街道' },
  { code: '340881002', name: '文昌街道' },
  { code: '340881003', name: '龙眠街道' },
  { code: '340881100', name: '孔城镇' },
  { code: '340881101', name: '吕亭镇' },
  { code: '340881102', name: '范岗镇' },
  { code: '340881103', name: '新渡镇' },
  { code: '340881104', name: '双港镇' },
  { code: '340881105', name: '大关镇' },
  { code: '340881106', name: '青草镇' },
  { code: '340881107', name: '金神镇' },
  { code: '340881108', name: '嬉子湖镇' },
  { code: '340881109', name: '唐湾镇' },
  { code: '340881110', name: '黄甲镇' },
  { code: '340881111', name: '鲟鱼镇' },
];

/**
 * Villages of the towns that have a health centre in the demo. The town codes are real; the
 * 3-digit village suffixes follow the statistics pattern (2xx for village committees) but are
 * illustrative.
 */
export const TONGCHENG_VILLAGES: Readonly<Record<string, readonly string[]>> = {
  '340881100': ['桐梓村', '陶泥村', '晴岚村'],
  '340881101': ['吕亭村', '双店村', '东山村'],
  '340881102': ['范岗村', '樟枫村', '金岭村'],
  '340881103': ['新渡村', '石塘村', '同安村'],
  '340881104': ['双港村', '太平村', '先锋村'],
  '340881105': ['大关村', '水圩村', '黄岭村'],
  '340881106': ['青草村', '香铺村', '石镜村'],
  '340881109': ['唐湾村', '大塘村', '山峰村'],
};

export const villageCode = (townCode: string, index: number): string =>
  `${townCode}${String(201 + index)}`;

export const buildRegionSeeds = (): RegionSeed[] => [
  ...UPPER_REGIONS,
  ...TONGCHENG_TOWNS.map((town): RegionSeed => ({
    code: town.code,
    parent: '340881',
    name: town.name,
    level: 4,
  })),
  ...Object.entries(TONGCHENG_VILLAGES).flatMap(([townCode, villages]) =>
    villages.map((name, index): RegionSeed => ({
      code: villageCode(townCode, index),
      parent: townCode,
      name,
      level: 5,
    })),
  ),
];
