/**
 * The width of a list's 操作 column from the buttons its rows show: antd's small link buttons
 * (14 px a character, 7 px padding each side; a menu's arrow 18 px more), 4 px apart, in a cell
 * with 16 px padding each side. Fixed columns need a number, and a guess per button left the
 * longer labels (转移责任村) running into the next column.
 */
export interface ActionButton {
  label: string;
  /** Opens a menu (打印 of several papers, 档案): its arrow takes room too. */
  menu?: boolean;
  /** Shows an icon before its label (录入, 续约). */
  icon?: boolean;
}

const CHARACTER = 14;
const BUTTON_PADDING = 14;
const MENU_ARROW = 18;
const ICON = 22;
const GAP = 4;
const CELL_PADDING = 32;

const buttonWidth = ({ label, menu, icon }: ActionButton): number =>
  label.length * CHARACTER + BUTTON_PADDING + (menu ? MENU_ARROW : 0) + (icon ? ICON : 0);

export const actionColumnWidth = (buttons: readonly ActionButton[]): number =>
  CELL_PADDING +
  buttons.reduce((sum, button) => sum + buttonWidth(button), 0) +
  GAP * Math.max(0, buttons.length - 1);
