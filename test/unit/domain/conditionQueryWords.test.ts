import {
  combinationWords,
  conditionQueryText,
  conditionWords,
  readConditionQueryText,
} from '../../../src/domain/conditionQuery';

/** 综合查询's conditions in words and the query's travelling text (`?q=`). */
describe('condition query words and text', () => {
  it('words a condition as the page’s row shows it', () => {
    expect(conditionWords({ field: 'age', operator: '>=', value: 65 })).toBe('年龄 大于等于 65岁');
    expect(conditionWords({ field: 'crowd', operator: '<>', value: '5' })).toBe(
      '人群 不等于 高血压患者',
    );
    expect(conditionWords({ field: 'lastGlucose', operator: '<', value: 7 })).toBe(
      '最近空腹血糖 小于 7mmol/L',
    );
    expect(
      conditionWords({ field: 'hospital', operator: '=', value: 'h1' }, () => '桐梓村卫生室'),
    ).toBe('村/机构 等于 桐梓村卫生室');
    expect(combinationWords({ combination: 2, conditions: [] })).toBe(
      '2 仅，满足第一个条件且不满足其余条件',
    );
  });

  it('reads back the text it writes, and refuses what is not a query', () => {
    const query = {
      combination: 1,
      conditions: [{ field: 'lastSbp', operator: '>=', value: 160 }],
    };
    expect(readConditionQueryText(conditionQueryText(query))).toEqual(query);
    expect(readConditionQueryText('')).toEqual({ error: '请至少添加一个查询条件' });
    expect(readConditionQueryText('{oops')).toEqual({ error: '查询条件格式不正确' });
    expect(readConditionQueryText('[1]')).toEqual({ error: '查询条件格式不正确' });
  });
});
