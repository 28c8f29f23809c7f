import dayjs from 'dayjs';

import { cardAutofill, type ReadCard } from '@/features/resources';
import { getFamily } from '@/services/contract';

const PERSON_FIELDS = getFamily('persons').fields ?? [];
const NOW = '2026-11-25';

const CARD: ReadCard = {
  name: '方雨萱',
  sex: '2',
  nation: '回族',
  birthDate: '1988-04-15',
  address: '安徽省桐城市孔城镇桐梓村方湾组8号',
  idCardNo: '340881198804156526',
};

const plain = (patch: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [
      key,
      dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value,
    ]),
  );

describe('cardAutofill', () => {
  it.each<[string, Partial<ReadCard>, Record<string, unknown>]>([
    [
      'a whole card',
      {},
      {
        IDCardNo: '340881198804156526',
        name: '方雨萱',
        sex: '2',
        birthDate: '1988-04-15',
        nation: '03',
        address: '安徽省桐城市孔城镇桐梓村方湾组8号',
      },
    ],
    [
      'a card whose sex and birth date disagree with its number: the number wins',
      { sex: '1', birthDate: '1990-01-01' },
      { sex: '2', birthDate: '1988-04-15' },
    ],
    [
      'a nation the form has no choice for: left for staff to choose',
      { nation: '穿青人' },
      { nation: undefined },
    ],
    [
      'an invalid number: the card’s own sex and birth date',
      { idCardNo: '340881198804156527', sex: '1', birthDate: '1988-04-15' },
      { IDCardNo: '340881198804156527', sex: '1', birthDate: '1988-04-15' },
    ],
  ])('fills %s', (_case, change, expected) => {
    const patch = plain(cardAutofill(PERSON_FIELDS, { ...CARD, ...change }, NOW));
    expect(patch).toMatchObject(
      Object.fromEntries(Object.entries(expected).filter(([, value]) => value !== undefined)),
    );
    for (const [key, value] of Object.entries(expected))
      if (value === undefined) expect(patch).not.toHaveProperty(key);
  });

  it('leaves out what a form does not have or may not change', () => {
    const fields = PERSON_FIELDS.filter((field) => field.name !== 'address').map((field) =>
      field.name === 'name' ? { ...field, readonly: true } : field,
    );
    const patch = cardAutofill(fields, CARD, NOW);
    expect(patch).not.toHaveProperty('address');
    expect(patch).not.toHaveProperty('name');
  });
});
