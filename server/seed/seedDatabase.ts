import { randomBytes } from 'node:crypto';

import { type Db } from '../db/openDatabase';
import { hashPasswordSync, SALT_BYTES } from '../security/password';
import { buildHospitalSeeds, type HospitalSeed, TONGCHENG_BUREAU_ID } from './hospitals';
import {
  BUTTON_VERBS,
  DENIED_VERBS,
  FORM_BUTTONS_LINK,
  GROUP_CODES,
  GROUP_NAMES,
  MENU_TREE,
  VERB_NAMES,
  type GroupCode,
  type MenuSeed,
} from './menus';
import { createRandom, DEMO_SEED, type Random } from './random';
import { buildRegionSeeds, type RegionSeed } from './regions';
import { seedResources } from './residents/seedResources';
import { DEMO_SIZE, type SeedSize } from './seedSize';
import { SYSTEM_PARAMS } from './systemParams';
import { DEMO_USERS } from './users';

/** A fixed instant, so seeded timestamps do not depend on the day the database was made. */
const SEED_TIME = Date.UTC(2026, 0, 1);

export const isDatabaseEmpty = (db: Db): boolean =>
  db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n === 0;

/** Inserts rows into a table in their given order, which its sort_no column keeps. */
const insertInOrder = (
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): void => {
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}, sort_no)
     VALUES (${columns.map(() => '?').join(', ')}, ?)`,
  );
  rows.forEach((values, index) => insert.run(...values, index));
};

const REGION_COLUMNS = ['region_code', 'parent_code', 'region_name', 'region_level', 'deploy_code'];
const regionValues = (region: RegionSeed) =>
  [region.code, region.parent, region.name, region.level, region.deployCode ?? null] as const;

const HOSPITAL_COLUMNS = ['hosp_id', 'parent_id', 'region_code', 'hosp_name', 'hosp_class'];
const hospitalValues = (hospital: HospitalSeed) =>
  [hospital.id, hospital.parent, hospital.regionCode, hospital.name, hospital.hospClass] as const;

const seedGroups = (db: Db): Map<GroupCode, number> => {
  const insert = db.prepare(
    'INSERT INTO user_groups (group_id, group_code, group_name) VALUES (?, ?, ?)',
  );
  const ids = new Map<GroupCode, number>();
  GROUP_CODES.forEach((code, index) => {
    insert.run(index + 1, code, GROUP_NAMES[code]);
    ids.set(code, index + 1);
  });
  return ids;
};

const visibleTo = (item: MenuSeed, group: GroupCode): boolean =>
  (item.groups ?? GROUP_CODES).includes(group) &&
  (item.children === undefined || item.children.some((child) => visibleTo(child, group)));

const seedMenus = (db: Db, groupIds: Map<GroupCode, number>): void => {
  const insertFunction = db.prepare(
    `INSERT INTO functions
       (function_id, parent_id, menu_link, menu_componet, menu_name, function_name, ico_name, sort_no)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDetail = db.prepare(
    'INSERT INTO function_details (fun_detail_id, function_id, detail_name, sort_no) VALUES (?, ?, ?, ?)',
  );
  const grantFunction = db.prepare(
    'INSERT INTO group_functions (group_id, function_id) VALUES (?, ?)',
  );
  const grantDetail = db.prepare(
    'INSERT INTO group_function_details (group_id, fun_detail_id) VALUES (?, ?)',
  );
  const groupsSeeing = (item: MenuSeed) => GROUP_CODES.filter((group) => visibleTo(item, group));

  const walk = (items: readonly MenuSeed[], parentId: string | null, prefix: string): void => {
    items.forEach((item, index) => {
      const id = `${prefix}${String(index + 1).padStart(2, '0')}`;
      insertFunction.run(
        id,
        parentId,
        item.link,
        item.component,
        item.name,
        item.title,
        item.icon,
        index,
      );
      const groups = groupsSeeing(item);
      groups.forEach((group) => grantFunction.run(groupIds.get(group), id));
      if (item.children) walk(item.children, id, id);
      if (!item.verbs) return;

      const buttonsId = `${id}B`;
      insertFunction.run(
        buttonsId,
        id,
        FORM_BUTTONS_LINK,
        '',
        `${item.name}Btns`,
        `${item.title}按钮`,
        '',
        0,
      );
      groups.forEach((group) => grantFunction.run(groupIds.get(group), buttonsId));
      const verbs = BUTTON_VERBS.filter((verb) => item.verbs?.includes(verb));
      verbs.forEach((verb, order) => {
        const code = `${item.component}:${verb}`;
        insertDetail.run(code, buttonsId, VERB_NAMES[verb], order);
        groups
          .filter((group) => !DENIED_VERBS[group].includes(verb))
          .forEach((group) => grantDetail.run(groupIds.get(group), code));
      });
    });
  };
  walk(MENU_TREE, null, 'F');
};

const seedUsers = (db: Db, groupIds: Map<GroupCode, number>, random: Random): void => {
  const insert = db.prepare(
    `INSERT INTO users (account, password_hash, user_name, phone, hospital_id, manage_hosp_id,
       group_id, is_admin, is_real_name_system, is_strong_password, is_first_login,
       is_password_expired, password_changed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const user of DEMO_USERS) {
    insert.run(
      user.account,
      hashPasswordSync(user.password, random.bytes(SALT_BYTES)),
      user.name,
      user.phone,
      user.hospitalId,
      user.hospitalId,
      groupIds.get(user.group),
      Number(user.isAdmin ?? false),
      Number(user.isRealNameSystem ?? false),
      Number(user.isStrongPassword ?? true),
      Number(user.isFirstLogin ?? false),
      Number(user.isPasswordExpired ?? false),
      SEED_TIME,
    );
  }
};

const seedSystemParams = (db: Db): void => {
  const insert = db.prepare(
    'INSERT INTO system_params (system_key, system_value, value_type, remark) VALUES (?, ?, ?, ?)',
  );
  for (const param of SYSTEM_PARAMS) insert.run(param.key, param.value, param.type, param.remark);
};

/**
 * Fills an empty, migrated database with the demo data, all in one transaction. Does nothing when
 * users already exist, so restarts keep what people changed. Returns whether it seeded. A scaled
 * `size` changes only how many residents (and their records) there are: the regions, hospitals,
 * menus and users are the demo's.
 */
export const seedDatabase = (db: Db, size: SeedSize = DEMO_SIZE): boolean => {
  if (!isDatabaseEmpty(db)) return false;
  const random = createRandom(DEMO_SEED);
  db.transaction(() => {
    insertInOrder(db, 'regions', REGION_COLUMNS, buildRegionSeeds().map(regionValues));
    insertInOrder(db, 'hospitals', HOSPITAL_COLUMNS, buildHospitalSeeds().map(hospitalValues));
    const groupIds = seedGroups(db);
    seedMenus(db, groupIds);
    seedUsers(db, groupIds, random);
    seedSystemParams(db);
    // The resource families (residents, their services, reference data): after the tables
    // they mirror, with a generator of their own so the users above do not change.
    seedResources(db, size);
  })();
  return true;
};

/** The one account a production database starts with. */
export interface AdministratorSeed {
  account: string;
  /** Its first password: it must be changed at the first sign-in (is_first_login). */
  password: string;
}

/**
 * Fills an empty, migrated database for production: the reference data the platform needs
 * (regions, institutions, user groups, menus, system parameters) and one administrator whose first
 * password must be changed; no demo resident, no demo account, no demo password, and a salt of
 * this install's own. Does nothing when users exist. Returns whether it seeded.
 */
export const seedProductionDatabase = (db: Db, admin: AdministratorSeed): boolean => {
  if (!isDatabaseEmpty(db)) return false;
  db.transaction(() => {
    insertInOrder(db, 'regions', REGION_COLUMNS, buildRegionSeeds().map(regionValues));
    insertInOrder(db, 'hospitals', HOSPITAL_COLUMNS, buildHospitalSeeds().map(hospitalValues));
    const groupIds = seedGroups(db);
    seedMenus(db, groupIds);
    db.prepare(
      `INSERT INTO users (account, password_hash, user_name, phone, hospital_id, manage_hosp_id,
         group_id, is_admin, is_real_name_system, is_strong_password, is_first_login,
         is_password_expired, password_changed_at)
       VALUES (?, ?, '系统管理员', '', ?, ?, ?, 1, 0, 1, 1, 0, ?)`,
    ).run(
      admin.account,
      hashPasswordSync(admin.password, randomBytes(SALT_BYTES)),
      TONGCHENG_BUREAU_ID,
      TONGCHENG_BUREAU_ID,
      groupIds.get('QYGL'),
      Date.now(),
    );
    seedSystemParams(db);
  })();
  return true;
};
