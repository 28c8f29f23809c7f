import { type Condition, translateConditionQuery } from '../../../src/domain/conditionQuery';

/** 综合查询's translation (spec §9 comparison operators and combination codes). */
const TODAY = '2026-12-05';
const sbp = (operator: string): Condition => ({ field: 'lastSbp', operator, value: 160 });
const translate = (combination: number, conditions: Condition[]) =>
  translateConditionQuery({ combination, conditions }, TODAY);

describe('condition query translation', () => {
  it.each(['>', '>=', '=', '<>', '<', '<='])('binds the value of 最近收缩压 %s 160', (operator) => {
    const result = translate(1, [sbp(operator)]);
    expect(result).toEqual({
      sql: expect.stringContaining(`pp.sbp ${operator} ?`) as string,
      params: [160],
    });
  });

  it('turns an age into birth-date bounds counted like ageOn', () => {
    const age = (operator: string, value: number) =>
      translate(1, [{ field: 'age', operator, value }]);
    expect(age('>=', 65)).toEqual({ sql: '((p.birth_date <= ?))', params: ['1961-12-05'] });
    expect(age('>', 65)).toEqual({ sql: '((p.birth_date <= ?))', params: ['1960-12-05'] });
    expect(age('<', 65)).toEqual({ sql: '((p.birth_date > ?))', params: ['1961-12-05'] });
    expect(age('<=', 65)).toEqual({ sql: '((p.birth_date > ?))', params: ['1960-12-05'] });
    expect(age('=', 65)).toEqual({
      sql: '(((p.birth_date <= ? AND p.birth_date > ?)))',
      params: ['1961-12-05', '1960-12-05'],
    });
    expect(age('<>', 65)).toEqual({
      sql: '(((p.birth_date > ? OR p.birth_date <= ?)))',
      params: ['1961-12-05', '1960-12-05'],
    });
    // 65岁及以上老年人 is the same bound as 年龄 ≥ 65.
    expect(translate(1, [{ field: 'crowd', operator: '=', value: '4' }])).toEqual(age('>=', 65));
  });

  it('combines with 0 或, 1 且 and 2 仅', () => {
    const a = { field: 'sex', operator: '=', value: '1' };
    const b = { field: 'lastSbp', operator: '>=', value: 160 };
    const c = { field: 'signed', operator: '=', value: '1' };
    const or = translate(0, [a, b]);
    const and = translate(1, [a, b]);
    const only = translate(2, [a, b, c]);
    expect('sql' in or && or.sql).toMatch(/^\(\(.*\) OR \(.*\)\)$/s);
    expect('sql' in and && and.sql).toMatch(/^\(\(.*\) AND \(.*\)\)$/s);
    expect('sql' in only && only.sql).toMatch(/^\(\(.*\) AND NOT \(\(.*\) OR \(.*\)\)\)$/s);
    expect('params' in only && only.params).toEqual(['1', 160, TODAY, TODAY]);
  });

  it('refuses what is outside the whitelist, in Chinese', () => {
    expect(translate(1, [{ field: 'name', operator: '=', value: 'x' }])).toEqual({
      error: '查询字段“name”不存在',
    });
    expect(translate(1, [{ field: 'sex', operator: '>', value: '1' }])).toEqual({
      error: '“性别”不能使用比较符“>”',
    });
    expect(translate(1, [{ field: 'lastSbp', operator: 'LIKE', value: 1 }])).toEqual({
      error: '“最近收缩压”不能使用比较符“LIKE”',
    });
    expect(translate(1, [{ field: 'lastSbp', operator: '>=', value: '1 OR 1=1' }])).toEqual({
      error: '“最近收缩压”应填写数字',
    });
    expect(translate(1, [{ field: 'sex', operator: '=', value: '9' }])).toEqual({
      error: '“性别”的取值“9”不在可选项中',
    });
    expect(translate(1, [{ field: 'lastVisitDate', operator: '<', value: '2026-13-01' }])).toEqual({
      error: '“最近随访日期”应为日期（YYYY-MM-DD）',
    });
    expect(translate(3, [sbp('>')])).toEqual({ error: '组合方式应为0（或）、1（且）或2（仅）' });
    expect(translate(1, [])).toEqual({ error: '请至少添加一个查询条件' });
  });
});
