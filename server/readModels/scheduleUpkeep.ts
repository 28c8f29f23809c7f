/**
 * The schedules' rows (service_due) are dates compared at read time, but a few programmes start
 * or end with age or the calendar year (a child's checks end at 7, the elderly's services are
 * per year from the year of the 65th birthday; src/domain/schedule). So once a month the
 * residents holding schedule rows and the year's 65 cohort are derived again (a fraction of a
 * county), and a new year's rows appear without a write.
 */
export const SCHEDULE_REDERIVE_SQL = `
  INSERT OR IGNORE INTO read_model_dirty (person_num)
    SELECT DISTINCT person_num FROM service_due
    UNION
    SELECT person_num FROM person_facts
    WHERE in_file = 1 AND birth_date BETWEEN @cohortFrom AND @cohortTo`;
