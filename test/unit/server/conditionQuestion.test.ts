import { readConditionQuestion } from '../../../server/assistant/responder/conditionQuestion';
import { readQuestion } from '../../../server/assistant/responder/questionShapes';
import { placeAliases } from '../../../server/assistant/tools/places';

/**
 * The 综合查询 question shapes of the built-in responder (server/README.md, "What the built-in
 * responder answers"): 人群, age, sex, signing, classification and the last 收缩压 / 空腹血糖
 * with a comparison, all together (且).
 */
describe('condition questions', () => {
  it('reads 65岁以上 高血压患者 with 最近收缩压≥160', () => {
    expect(readConditionQuestion('我们村65岁以上的高血压患者中最近收缩压≥160的有几个？')).toEqual([
      { field: 'crowd', operator: '=', value: '5' },
      { field: 'age', operator: '>=', value: 65 },
      { field: 'lastSbp', operator: '>=', value: 160 },
    ]);
  });

  it('reads 糖尿病患者 with 最近空腹血糖≥7', () => {
    expect(readConditionQuestion('桐梓村有多少糖尿病患者最近空腹血糖≥7')).toEqual([
      { field: 'crowd', operator: '=', value: '6' },
      { field: 'lastGlucose', operator: '>=', value: 7 },
    ]);
  });

  it.each([
    ['收缩压大于等于160的高血压患者有多少', '>=', 160],
    ['收缩压在160以上的有几个', '>=', 160],
    ['收缩压160mmHg及以上的人数', '>=', 160],
    ['收缩压超过140的有几人', '>', 140],
    ['收缩压低于120的有几人', '<', 120],
    ['收缩压不超过130的有多少', '<=', 130],
    ['收缩压130以下的有多少', '<=', 130],
  ])('reads the comparison of “%s”', (question, operator, value) => {
    expect(readConditionQuestion(question)).toContainEqual({ field: 'lastSbp', operator, value });
  });

  it('reads ages, sex, signing and the last classification', () => {
    expect(readConditionQuestion('80岁以下的女性糖尿病患者中控制不满意的有几个')).toEqual([
      { field: 'crowd', operator: '=', value: '6' },
      { field: 'age', operator: '<=', value: 80 },
      { field: 'sex', operator: '=', value: '2' },
      { field: 'classification', operator: '=', value: '2' },
    ]);
    expect(readConditionQuestion('大于70岁的男性未签约高血压患者有多少')).toEqual([
      { field: 'crowd', operator: '=', value: '5' },
      { field: 'age', operator: '>', value: 70 },
      { field: 'sex', operator: '=', value: '1' },
      { field: 'signed', operator: '=', value: '0' },
    ]);
    // 老年人 without an age is the 人群 itself.
    expect(readConditionQuestion('已签约的老年人有多少')).toEqual([
      { field: 'crowd', operator: '=', value: '4' },
      { field: 'signed', operator: '=', value: '1' },
    ]);
  });

  it('is no condition question without a count or without a condition', () => {
    expect(readConditionQuestion('收缩压≥160怎么办')).toBeUndefined();
    expect(readConditionQuestion('今天有多少人来了')).toBeUndefined();
    expect(readConditionQuestion('张德明的收缩压是多少')).toBeUndefined();
    // A 人群 alone, or 多少 of something other than people, is another shape's question.
    expect(readConditionQuestion('高血压患者随访的频次是多少？')).toBeUndefined();
    expect(readConditionQuestion('我们村有多少高血压患者')).toBeUndefined();
    expect(readConditionQuestion('血糖≥7的患者随访间隔是多少')).toBeUndefined();
  });

  describe('among the other shapes', () => {
    const places = [
      {
        hospitalId: '34088110410001',
        hospitalName: '孔城镇桐梓村卫生室',
        aliases: placeAliases('孔城镇桐梓村卫生室'),
      },
    ];
    const read = (question: string) => readQuestion(question, { places, residentNames: [] });

    it('names the place the question names', () => {
      expect(read('桐梓村有多少糖尿病患者最近空腹血糖≥7')).toEqual({
        kind: 'condition',
        conditions: [
          { field: 'crowd', operator: '=', value: '6' },
          { field: 'lastGlucose', operator: '>=', value: 7 },
        ],
        institution: '34088110410001',
      });
      expect(read('我们村65岁以上的高血压患者中最近收缩压≥160的有几个？')).toMatchObject({
        kind: 'condition',
      });
    });

    it('leaves the work list and indicator questions to their shapes', () => {
      expect(read('我们桐梓村现在有几个逾期未随访的高血压患者？').kind).toBe('worklist');
      expect(read('桐梓村今年的高血压控制率是多少').kind).toBe('indicator');
    });
  });
});
