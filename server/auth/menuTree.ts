import { type Db } from '../db/openDatabase';
import { nestByParent } from '../shared/nestByParent';

/** A menu item of spec section 3, as /api/functionQXs/userMenus answers it. */
export interface MenuItem {
  MenuLink: string;
  MenuComponet: string;
  MenuName: string;
  FunctionName: string;
  IcoName: string;
  Buttons: { FunDetailID: string }[];
  NextMenus: MenuItem[];
}

interface FunctionRow {
  function_id: string;
  parent_id: string | null;
  menu_link: string;
  menu_componet: string;
  menu_name: string;
  function_name: string;
  ico_name: string;
}

/** The menu tree a user group may see, with the buttons the group holds on each page. */
export const loadMenuTree = (db: Db, groupId: number): MenuItem[] => {
  const rows = db
    .prepare<[number], FunctionRow>(
      `SELECT f.function_id, f.parent_id, f.menu_link, f.menu_componet, f.menu_name,
              f.function_name, f.ico_name
       FROM functions f JOIN group_functions gf ON gf.function_id = f.function_id
       WHERE gf.group_id = ?
       ORDER BY f.sort_no, f.function_id`,
    )
    .all(groupId);
  const buttons = db
    .prepare<[number], { function_id: string; fun_detail_id: string }>(
      `SELECT d.function_id, d.fun_detail_id
       FROM function_details d JOIN group_function_details gd ON gd.fun_detail_id = d.fun_detail_id
       WHERE gd.group_id = ?
       ORDER BY d.sort_no, d.fun_detail_id`,
    )
    .all(groupId);

  const items = new Map<string, MenuItem>();
  for (const row of rows) {
    items.set(row.function_id, {
      MenuLink: row.menu_link,
      MenuComponet: row.menu_componet,
      MenuName: row.menu_name,
      FunctionName: row.function_name,
      IcoName: row.ico_name,
      Buttons: [],
      NextMenus: [],
    });
  }
  for (const button of buttons) {
    items.get(button.function_id)?.Buttons.push({ FunDetailID: button.fun_detail_id });
  }
  return nestByParent(rows, items, {
    id: (row) => row.function_id,
    parent: (row) => row.parent_id,
    children: (item) => item.NextMenus,
    orphans: 'dropped',
  });
};
