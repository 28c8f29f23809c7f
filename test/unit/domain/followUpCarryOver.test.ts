import { carryOverFromLastVisit, heightFromLastCheck } from '@/domain/followUp';

/** What a new follow-up takes from before (national-forms §4 填表说明). */
describe('carry-over into a new follow-up', () => {
  it('carries 身高, 体重 (to weigh again) and the plan of the last visit, never its other measurements', () => {
    const last = {
      height: 168,
      weight: 72,
      targetWeight: 68,
      sbp: 150,
      medications: [{ drug: 'x' }],
    };
    expect(carryOverFromLastVisit(last, {})).toEqual({
      height: 168,
      weight: 72,
      targetWeight: 68,
      medications: [{ drug: 'x' }],
    });
  });

  it('takes 身高 from the newest 健康体检表 when the last visit has none', () => {
    expect(heightFromLastCheck({ weight: 70 }, { height: 163.5 }, {})).toEqual({ height: 163.5 });
    expect(heightFromLastCheck(undefined, { height: 163.5 }, {})).toEqual({ height: 163.5 });
  });

  it('leaves 身高 alone when the visit or the form already has one, or no check has it', () => {
    expect(heightFromLastCheck({ height: 170 }, { height: 163.5 }, {})).toEqual({});
    expect(heightFromLastCheck(undefined, { height: 163.5 }, { height: 171 })).toEqual({});
    expect(heightFromLastCheck(undefined, { weight: 60 }, {})).toEqual({});
    expect(heightFromLastCheck(undefined, undefined, {})).toEqual({});
  });
});
