import { CHECK_RESULTS, chargeProblem, fulfilmentCheck, receiptNumberFor } from '@/domain/contract';

const item = (name: string, done: number, required: number) => ({ name, done, required });

describe('fulfilmentCheck: the 履约核查 of an agreement from its items', () => {
  it('is 已全部履约 when every item has its times, extra records not counted twice', () => {
    const check = fulfilmentCheck([item('高血压面对面随访', 5, 4), item('健康体检', 1, 1)]);
    expect(check).toEqual({ due: 5, done: 5, rate: 100, result: '1', shortItems: [] });
    expect(CHECK_RESULTS[check.result]).toBe('已全部履约');
  });

  it('is 部分履约 with one record short, and names the short item', () => {
    const check = fulfilmentCheck([item('高血压面对面随访', 3, 4), item('健康体检', 1, 1)]);
    expect(check).toMatchObject({ due: 5, done: 4, rate: 80, result: '2' });
    expect(check.shortItems).toEqual(['高血压面对面随访 3/4']);
  });

  it('is 未履约 with nothing delivered', () => {
    expect(fulfilmentCheck([item('健康教育', 0, 2), item('健康体检', 0, 1)])).toMatchObject({
      done: 0,
      due: 3,
      rate: 0,
      result: '3',
      shortItems: ['健康教育 0/2', '健康体检 0/1'],
    });
  });

  it('never rounds a short agreement up to 100%', () => {
    const check = fulfilmentCheck([item('随访', 999, 1000)]);
    expect(check.rate).toBe(99.9);
    expect(check.result).toBe('2');
  });

  it('counts an agreement without items as fulfilled', () => {
    expect(fulfilmentCheck([])).toMatchObject({ due: 0, done: 0, rate: 100, result: '1' });
  });
});

describe('chargeProblem and receiptNumberFor: 签约收费', () => {
  it('charges a running agreement with a self-paid part', () => {
    expect(chargeProblem({ selfPayFee: 12, signStatus: '1' })).toBeUndefined();
  });

  it.each([
    ['a free package', { selfPayFee: 0, signStatus: '1' }, '该签约个人自付为0元，无需收费'],
    ['no fee at all', { selfPayFee: undefined, signStatus: '1' }, '该签约个人自付为0元，无需收费'],
    ['a terminated agreement', { selfPayFee: 12, signStatus: '2' }, '该签约已解约，不能收费'],
  ])('refuses %s', (_, terms, message) => {
    expect(chargeProblem(terms)).toBe(message);
  });

  it('numbers the receipt by day and agreement', () => {
    expect(receiptNumberFor('2026-12-05', '1030')).toBe('QYSF20261205001030');
  });
});
