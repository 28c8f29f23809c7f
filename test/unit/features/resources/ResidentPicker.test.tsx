import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';

import { type ResourceRow } from '@/services/resources';

import { DEMO_CARDS, type SimulatedCard } from '../../../../scripts/devices/demoCards';
import {
  ResidentPicker,
  residentLabel,
} from '../../../../src/features/resources/components/ResidentPicker';
import { renderWithProviders, signedInStore } from '../../../utils/renderWithProviders';
import { installFakeCardReader } from '../devices/fakeCardReader';
import { type FakeReply, installFakeApi, paged } from './fakeApi';

/**
 * 读卡 in the resident picker of the record forms: the card's ID number is looked up
 * (persons/GetPersonByIDCardNo) and the resident on file is picked, or the user is told to
 * register the resident first. The real store and sagas; the server and the reader are faked.
 */

jest.setTimeout(60_000);

const ON_FILE_CARD = DEMO_CARDS.resident!;
const NEW_CARD = DEMO_CARDS.newPerson!;
const ON_FILE: ResourceRow = {
  personNum: '340881101001000123',
  name: ON_FILE_CARD.partyName,
  sex: '1',
  IDCardNo: ON_FILE_CARD.certNumber,
  birthDate: '1976-06-26',
  address: ON_FILE_CARD.certAddress,
};
const NOT_FOUND = '未找到该身份证号的居民档案，请先建档';

/** The picker as a form holds it: the value in state, every pick recorded. */
function PickerForm({ onPick }: { onPick: (row: ResourceRow) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <>
      <ResidentPicker value={value} onChange={setValue} onPick={onPick} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

const renderPicker = (card: SimulatedCard, lookup: (idCardNo: string) => FakeReply) => {
  const calls = installFakeApi((call) => {
    if (call.path === '/api/persons/GetPersonByIDCardNo')
      return lookup(call.query.get('IDCardNo') ?? '');
    if (call.path === '/api/persons/select') {
      const keyword = call.query.get('keyword');
      return { response: paged(keyword === ON_FILE.IDCardNo ? [ON_FILE] : []) };
    }
    return undefined;
  });
  const reader = installFakeCardReader(card, []);
  const store = signedInStore();
  const onPick = jest.fn<void, [ResourceRow]>();
  renderWithProviders(<PickerForm onPick={onPick} />, { store });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { calls, reader, onPick, user };
};

const value = () => screen.getByTestId('value').textContent;
const lookups = (calls: ReturnType<typeof installFakeApi>) =>
  calls
    .filter((call) => call.path === '/api/persons/GetPersonByIDCardNo')
    .map((call) => call.query.get('IDCardNo'));

describe('ResidentPicker: 读卡', () => {
  it('looks the card up by its ID number and picks the resident on file', async () => {
    const { calls, reader, onPick, user } = renderPicker(ON_FILE_CARD, (idCardNo) =>
      idCardNo === ON_FILE.IDCardNo ? { response: ON_FILE } : { response: null },
    );
    await user.click(screen.getByRole('button', { name: '读卡' }));

    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledWith(ON_FILE);
    expect(value()).toBe(ON_FILE.personNum);
    expect(lookups(calls)).toEqual([ON_FILE_CARD.certNumber]);
    expect(reader.calls).toEqual(['OpenDevice', 'readcard', 'CloseDevice']);
    // The field shows the resident as the list would: the name as the server sent it, the ID
    // number masked (spec 5).
    const label = residentLabel(ON_FILE);
    expect(label).toContain(String(ON_FILE.name));
    expect(label).not.toContain(ON_FILE_CARD.certNumber);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-content')).toHaveAttribute('title', label),
    );
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  it.each<[string, FakeReply]>([
    ['no resident has the number', { response: null, message: '未找到该身份证号的居民档案' }],
    ['the lookup fails', { status: 500, message: '服务器内部错误' }],
  ])('warns “未找到…” and picks nobody when %s', async (_case, reply) => {
    const { calls, onPick, user } = renderPicker(NEW_CARD, () => reply);
    await user.click(screen.getByRole('button', { name: '读卡' }));

    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(lookups(calls)).toEqual([NEW_CARD.certNumber]);
    expect(onPick).not.toHaveBeenCalled();
    expect(value()).toBe('');
    // The button is back for the next card.
    await waitFor(() => expect(screen.getByRole('button', { name: '读卡' })).toBeEnabled());
  });
});
