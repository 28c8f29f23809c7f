-- Counts per hospital kept on write (server/readModels/scopeTallies.ts): the home page's
-- badges, the work list's totals and doctors, and the indicators of a region are sums of a few
-- rows per hospital over the closure table, not a scan of every patient of the county. A tally is
-- defined by its SQL over the read models and its parameters (the day, the rules); it is computed
-- whole when they change (once a day) and adjusted by each resident's derivation in between.
CREATE TABLE scope_tally_keys (
  tally TEXT PRIMARY KEY,
  all_sql TEXT NOT NULL,
  person_sql TEXT NOT NULL,
  params TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE scope_tallies (
  tally TEXT NOT NULL,
  hospital_id TEXT NOT NULL,
  part TEXT NOT NULL,
  counts TEXT NOT NULL,
  PRIMARY KEY (tally, hospital_id, part)
) WITHOUT ROWID;
