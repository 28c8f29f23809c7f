import { RESPONSIBLE_DOCTOR_MAX, transferProblems } from '@/domain/archives/transfer';

/** 转移责任村 (kernel archives/transfer): a village other than the own, and a reason. */
describe('transferProblems', () => {
  const FROM = 'clinic-a';

  it('accepts a move to another village with a reason, the doctor optional', () => {
    expect(transferProblems({ hospitalId: 'clinic-b', reason: '居民搬迁' }, FROM)).toEqual([]);
    expect(
      transferProblems(
        { hospitalId: 'clinic-b', reason: '居民搬迁', responsibleDoctor: '王医生' },
        FROM,
      ),
    ).toEqual([]);
  });

  it('asks for the village and the reason', () => {
    expect(transferProblems({ reason: '  ' }, FROM)).toEqual([
      { field: 'hospitalId', message: '请选择迁往的村卫生室' },
      { field: 'reason', message: '请填写转移原因' },
    ]);
  });

  it('refuses the own village, an over-long doctor and an over-long reason', () => {
    expect(
      transferProblems(
        {
          hospitalId: FROM,
          responsibleDoctor: '医'.repeat(RESPONSIBLE_DOCTOR_MAX + 1),
          reason: '因'.repeat(101),
        },
        FROM,
      ).map((problem) => problem.message),
    ).toEqual([
      '迁往机构与当前机构相同',
      `责任医生不能超过${RESPONSIBLE_DOCTOR_MAX}个字`,
      '转移原因不能超过100个字',
    ]);
  });
});
