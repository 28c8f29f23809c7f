import '../../../utils/messageChannelStub';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { type ComponentType, Fragment, type ReactNode } from 'react';

import { makeStore } from '@/app/store';
import { sessionRestored } from '@/features/auth';
import { menuLoaded, type MenuItem } from '@/features/permission';
import { type FormExtensions, resourcePages } from '@/features/resources';
import { resetVersionCheck } from '@/services/http/versionCheck';

import { renderWithProviders } from '../../../utils/renderWithProviders';
import { townshipDoctorSession } from '../../../utils/townshipDoctorSession';

/** The menu entry of a family, with a formBtns child carrying the button codes. */
export const menuFor = (familyId: string, verbs: readonly string[]): MenuItem[] => [
  {
    MenuLink: `/test/${familyId}`,
    MenuComponet: familyId,
    MenuName: familyId,
    FunctionName: familyId,
    NextMenus: [
      {
        MenuLink: 'formBtns',
        MenuComponet: '',
        MenuName: `${familyId}Btns`,
        FunctionName: '按钮',
        Buttons: verbs.map((verb) => ({ FunDetailID: `${familyId}:${verb}` })),
      },
    ],
  },
];

export interface ResourcePageOptions {
  /** The record dialogs' form extensions (none unless given, see renderWithProviders). */
  formExtensions?: FormExtensions;
}

/**
 * The generic page as the shell renders it for a menu item, signed in, holding the codes of
 * `verbs`, inside `Wrapper` (a keep-alive tab). The page module comes from the feature's loader:
 * the test is of the page, not of the app's page table.
 */
export const renderResourcePage = async (
  familyId: string,
  verbs: readonly string[],
  title = '测试列表',
  Wrapper: ComponentType<{ children: ReactNode }> = Fragment,
  options: ResourcePageOptions = {},
) => {
  const { default: ResourcePage } = await resourcePages.workbench();
  resetVersionCheck();
  const store = makeStore();
  act(() => {
    store.dispatch(sessionRestored({ session: townshipDoctorSession, at: 0 }));
    store.dispatch(menuLoaded({ menus: menuFor(familyId, verbs), copdEnabled: true }));
  });
  const rendered = renderWithProviders(
    <Wrapper>
      <ResourcePage componentName={familyId} title={title} buttons={[]} />
    </Wrapper>,
    { store, formExtensions: options.formExtensions },
  );
  // jsdom's getComputedStyle is slow with antd's many style tags; the check it feeds (is the
  // element hidden from the pointer?) adds nothing here, where every target is a visible control.
  return {
    ...rendered,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
};

/**
 * The page with an empty list, then 新增: resolves once the dialog titled `dialogTitle` shows
 * `field`, the sign that its form has rendered.
 */
export const openNewRecordDialog = async (
  familyId: string,
  verbs: readonly string[],
  dialogTitle: string,
  field: string,
  options: ResourcePageOptions = {},
) => {
  const rendered = await renderResourcePage(familyId, verbs, undefined, undefined, options);
  await screen.findAllByText('暂无数据');
  await rendered.user.click(buttonIn(document.body, '新增'));
  await screen.findByText(dialogTitle);
  const dialog = dialogs()[0]!;
  await within(dialog).findByLabelText(field);
  // The form paints its first screen, then the rest (RecordForm's restShown): all of it here.
  await waitFor(() => expect(dialog.querySelector('form[aria-busy="true"]')).toBeNull());
  return { ...rendered, dialog };
};

/** Types by pasting: one change event instead of one per key (antd forms are slow in jsdom). */
export const fill = async (user: UserEvent, input: HTMLElement, text: string): Promise<void> => {
  await user.click(input);
  await user.paste(text);
};

/*
 * Queries by text, not by role: role queries compute the accessibility tree of antd's large DOM
 * and take seconds each in jsdom.
 */

/** The button whose text matches (antd spaces two-character labels: 保 存). */
export const buttonIn = (root: HTMLElement, text: string): HTMLButtonElement => {
  const pattern = new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`);
  const match = [...root.querySelectorAll('button')].find((button) =>
    pattern.test(button.textContent ?? ''),
  );
  if (!match) throw new Error(`no button “${text}”`);
  return match;
};

export const queryButtonIn = (root: HTMLElement, text: string): HTMLButtonElement | null => {
  try {
    return buttonIn(root, text);
  } catch {
    return null;
  }
};

/** The open dialogs, in the order they opened. */
export const dialogs = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>('.ant-modal'),
];

export const tableRows = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>('tr.ant-table-row'),
];

export const columnTitles = (): string[] =>
  [...document.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');
