-- Administrative divisions (national statistics codes): province, city, county, township, village.
CREATE TABLE regions (
  region_code TEXT PRIMARY KEY,
  parent_code TEXT REFERENCES regions (region_code),
  region_name TEXT NOT NULL,
  region_level INTEGER NOT NULL CHECK (region_level BETWEEN 1 AND 5),
  -- the deployment code (tc, mc, ...) of the county-level area a variant serves
  deploy_code TEXT,
  sort_no INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX regions_parent ON regions (parent_code);

-- HospClass: 1 regional health bureau, 2 township health centre, 3 village clinic.
CREATE TABLE hospitals (
  hosp_id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES hospitals (hosp_id),
  region_code TEXT NOT NULL REFERENCES regions (region_code),
  hosp_name TEXT NOT NULL,
  hosp_class INTEGER NOT NULL,
  sort_no INTEGER NOT NULL DEFAULT 0,
  state INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX hospitals_parent ON hospitals (parent_id);

CREATE TABLE user_groups (
  group_id INTEGER PRIMARY KEY,
  group_code TEXT NOT NULL UNIQUE,
  group_name TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT ''
);

CREATE TABLE users (
  user_id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  user_name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  hospital_id TEXT NOT NULL REFERENCES hospitals (hosp_id),
  -- root of the hospital subtree whose data the user may see
  manage_hosp_id TEXT NOT NULL REFERENCES hospitals (hosp_id),
  group_id INTEGER NOT NULL REFERENCES user_groups (group_id),
  is_admin INTEGER NOT NULL DEFAULT 0,
  is_real_name_system INTEGER NOT NULL DEFAULT 0,
  is_strong_password INTEGER NOT NULL DEFAULT 1,
  is_first_login INTEGER NOT NULL DEFAULT 0,
  is_password_expired INTEGER NOT NULL DEFAULT 0,
  -- bumped to revoke every token issued before (password change, lock by an administrator)
  token_version INTEGER NOT NULL DEFAULT 0,
  state INTEGER NOT NULL DEFAULT 1,
  password_changed_at INTEGER NOT NULL
);

-- Keyed by the typed account (existing or not), so a lockout does not reveal which accounts exist.
CREATE TABLE login_failures (
  identifier TEXT PRIMARY KEY,
  failure_count INTEGER NOT NULL,
  last_failed_at INTEGER NOT NULL,
  locked_until INTEGER
);

CREATE TABLE captchas (
  guid TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX captchas_expiry ON captchas (expires_at);

-- Menu items. Rows whose menu_link is 'formBtns' are not pages; they carry a page's buttons.
CREATE TABLE functions (
  function_id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES functions (function_id),
  menu_link TEXT NOT NULL,
  menu_componet TEXT NOT NULL,
  menu_name TEXT NOT NULL,
  function_name TEXT NOT NULL,
  ico_name TEXT NOT NULL DEFAULT '',
  sort_no INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX functions_parent ON functions (parent_id);

-- Buttons: fun_detail_id is the operation code the client checks ('{familyId}:{verb}').
CREATE TABLE function_details (
  fun_detail_id TEXT PRIMARY KEY,
  function_id TEXT NOT NULL REFERENCES functions (function_id),
  detail_name TEXT NOT NULL,
  sort_no INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE group_functions (
  group_id INTEGER NOT NULL REFERENCES user_groups (group_id),
  function_id TEXT NOT NULL REFERENCES functions (function_id),
  PRIMARY KEY (group_id, function_id)
);

CREATE TABLE group_function_details (
  group_id INTEGER NOT NULL REFERENCES user_groups (group_id),
  fun_detail_id TEXT NOT NULL REFERENCES function_details (fun_detail_id),
  PRIMARY KEY (group_id, fun_detail_id)
);

CREATE TABLE system_params (
  system_key TEXT PRIMARY KEY,
  system_value TEXT NOT NULL,
  value_type TEXT NOT NULL CHECK (value_type IN ('number', 'string')),
  remark TEXT NOT NULL DEFAULT ''
);
