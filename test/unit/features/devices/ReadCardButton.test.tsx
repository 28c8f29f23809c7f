import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { type CardFields, ReadCardButton } from '@/features/devices';

import { DEMO_CARDS } from '../../../../scripts/devices/demoCards';
import { renderWithProviders, signedInStore } from '../../../utils/renderWithProviders';
import { installFakeApi } from '../resources/fakeApi';
import { installFakeCardReader, type ReaderStep } from './fakeCardReader';

/**
 * The 读卡 button with the real store and sagas, the card reader service faked behind fetch:
 * what the user sees while a read runs (progress, loading, the other 读卡 buttons disabled),
 * that a second click starts nothing, that 取消 ends the read and still closes the device, and
 * that the card reaches the form once.
 */

jest.setTimeout(60_000);

const CARD = DEMO_CARDS.resident!;

const renderButtons = (hold: readonly ReaderStep[]) => {
  installFakeApi(() => undefined);
  const reader = installFakeCardReader(CARD, hold);
  const store = signedInStore();
  const onCard = jest.fn<void, [CardFields]>();
  const onOtherCard = jest.fn<void, [CardFields]>();
  renderWithProviders(
    <>
      <ReadCardButton onCard={onCard} />
      <ReadCardButton onCard={onOtherCard} withHardware={false} />
    </>,
    { store },
  );
  // antd puts pointer-events: none on a loading button; the user's click still lands there.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { store, reader, onCard, onOtherCard, user };
};

/** The main button of a 读卡 control: its aria-label is the progress text while it reads. */
const mainButton = (name: string) => screen.getByRole('button', { name });
const idleButtons = () => screen.getAllByRole('button', { name: '读卡' });

describe('ReadCardButton', () => {
  it('shows its progress, ignores a second click, disables the other 读卡 and applies the card once', async () => {
    const { store, reader, onCard, onOtherCard, user } = renderButtons([
      'OpenDevice',
      'readcard',
      'CloseDevice',
    ]);
    expect(idleButtons()).toHaveLength(2);
    await user.click(idleButtons()[0]!);

    // Opening: loading, and the other button may not start a read on the same reader.
    await waitFor(() => expect(reader.isHeld('OpenDevice')).toBe(true));
    const opening = mainButton('打开读卡器…');
    expect(opening).toHaveTextContent('打开读卡器…');
    expect(opening).toHaveClass('ant-btn-loading');
    expect(mainButton('读卡')).toBeDisabled();
    expect(screen.getByRole('button', { name: /^取\s*消$/ })).toBeInTheDocument();

    // A second click while it runs starts nothing.
    await user.click(opening);
    expect(reader.calls).toEqual(['OpenDevice']);

    await reader.release('OpenDevice');
    await waitFor(() => expect(reader.isHeld('readcard')).toBe(true));
    const reading = mainButton('读卡中…');
    expect(reading).toHaveClass('ant-btn-loading');
    await user.click(reading);
    expect(reader.calls).toEqual(['OpenDevice', 'readcard']);

    // The card arrives while the device closes: applied at once, to this button's form only.
    await reader.release('readcard');
    await waitFor(() => expect(reader.isHeld('CloseDevice')).toBe(true));
    await waitFor(() => expect(onCard).toHaveBeenCalledTimes(1));
    expect(mainButton('关闭读卡器…')).toHaveClass('ant-btn-loading');
    const [card] = onCard.mock.calls[0]!;
    expect(card).toMatchObject({
      name: CARD.partyName,
      idCardNo: CARD.certNumber,
      sex: '1',
      birthDate: '1976-06-26',
      address: CARD.certAddress,
    });
    expect(card).not.toHaveProperty('photo');
    expect(store.getState().devices.delivered).toBeNull();

    await reader.release('CloseDevice');
    await waitFor(() => expect(idleButtons()).toHaveLength(2));
    for (const button of idleButtons()) expect(button).toBeEnabled();
    expect(reader.calls).toEqual(['OpenDevice', 'readcard', 'CloseDevice']);

    // Later renders and actions do not apply the card again.
    act(() => {
      store.dispatch({ type: 'test/somethingElse' });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onCard).toHaveBeenCalledTimes(1);
    expect(onOtherCard).not.toHaveBeenCalled();
  });

  it('取消 ends a running read, still closes the device and applies nothing', async () => {
    const { store, reader, onCard, user } = renderButtons(['readcard']);
    await user.click(idleButtons()[0]!);
    await waitFor(() => expect(reader.isHeld('readcard')).toBe(true));
    expect(mainButton('读卡中…')).toHaveClass('ant-btn-loading');

    await user.click(screen.getByRole('button', { name: /^取\s*消$/ }));
    await waitFor(() => expect(idleButtons()).toHaveLength(2));
    expect(reader.aborted).toEqual(['readcard']);
    await waitFor(() => expect(reader.calls).toEqual(['OpenDevice', 'readcard', 'CloseDevice']));
    expect(screen.queryByRole('button', { name: /^取\s*消$/ })).toBeNull();
    expect(store.getState().devices).toMatchObject({ phase: 'idle', purpose: null });
    expect(onCard).not.toHaveBeenCalled();

    // The next click reads again from the start.
    await user.click(idleButtons()[0]!);
    await waitFor(() => expect(reader.isHeld('readcard')).toBe(true));
    await reader.release('readcard');
    await waitFor(() => expect(onCard).toHaveBeenCalledTimes(1));
  });
});
