import {
  dynamicSince,
  QUALITY_RULE_CODES,
  type QualityFailure,
  type QualityRuleCode,
  RECORD_QUALITY_RULES,
} from '../../src/domain/archives';
import { type DueRuleConfig } from '../../src/domain/followUp';
import { type Db } from '../db/openDatabase';
import { type TallyDefinition } from './scopeTallies';
import { QUOTA_RISK } from './worklistQueries';

/**
 * The 档案质控 questions over the read models: which in-file archives fail which rule on a day.
 * The rules the records decide are person_quality's rows (deriveQuality.ts, this year's check for
 * healthCheckIncomplete); 非动态档案 is person_facts' last service before the kernel's
 * dynamicSince, as 健康档案使用率 counts it; 随访次数不足 is the work list's quota-so-far bound
 * (QUOTA_RISK, the kernel's quotaSoFar) over the patients on a list.
 */
export interface QualityDay {
  today: string;
  due: DueRuleConfig;
}

type Named = Record<string, string | number>;

const namedParams = (day: QualityDay): Named => ({
  year: Number(day.today.slice(0, 4)),
  yearText: day.today.slice(0, 4),
  today: day.today,
  dynamicSince: dynamicSince(day.today),
  quota: day.due.yearlyQuota,
  quartersEnded: Math.floor((Number(day.today.slice(5, 7)) - 1) / 3),
});

/** Named parameters (@name) as positional ones, for the list's WHERE. */
const positional = (sql: string, params: Named): { sql: string; params: (string | number)[] } => {
  const values: (string | number)[] = [];
  const text = sql.replace(/@(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no parameter @${name}`);
    values.push(value);
    return '?';
  });
  return { sql: text, params: values };
};

/** Whether the in-file resident whose number is in `person` fails one rule (a correlated test). */
const FAILING: Readonly<Record<QualityRuleCode, (person: string) => string>> = {
  ...(Object.fromEntries(
    QUALITY_RULE_CODES.map((code) => [
      code,
      (person: string) => `EXISTS (SELECT 1 FROM person_quality q
        WHERE q.person_num = ${person} AND q.rule = '${code}' AND q.year = 0)`,
    ]),
  ) as Record<QualityRuleCode, (person: string) => string>),
  healthCheckIncomplete: (person) => `EXISTS (SELECT 1 FROM person_quality q
    WHERE q.person_num = ${person} AND q.rule = 'healthCheckIncomplete' AND q.year = @year)`,
  notDynamic: (person) => `EXISTS (SELECT 1 FROM person_facts nd
    WHERE nd.person_num = ${person} AND nd.in_file = 1
      AND (nd.last_service_date IS NULL OR nd.last_service_date < @dynamicSince))`,
  followUpBelowQuota: (person) => `EXISTS (SELECT 1 FROM programme_patients p
    LEFT JOIN programme_visit_years y
      ON y.programme = p.programme AND y.person_num = p.person_num AND y.year = @year
    WHERE p.person_num = ${person} AND p.on_list = 1 AND ${QUOTA_RISK})`,
};

/** The condition "fails the rule, or any rule of the record (not 非动态)" on a person column, with positional parameters. */
export const failingCondition = (
  column: string,
  day: QualityDay,
  rule?: QualityRuleCode,
): { sql: string; params: (string | number)[] } => {
  const tests = (rule ? [rule] : RECORD_QUALITY_RULES).map((code) => FAILING[code](column));
  return positional(`(${tests.join('\n OR ')})`, namedParams(day));
};

/** Each resident's failed rules on the day (the list's rows). */
export const failuresOf = (
  db: Db,
  personNums: readonly string[],
  day: QualityDay,
): Map<string, QualityFailure[]> => {
  const result = new Map<string, QualityFailure[]>(personNums.map((id) => [id, []]));
  if (personNums.length === 0) return result;
  const params = { ...namedParams(day), persons: JSON.stringify(personNums) };
  const rows = db
    .prepare<
      Named,
      { person_num: string; rule: QualityRuleCode; fields: string; detail: string | null }
    >(
      `SELECT person_num, rule, fields, detail FROM person_quality
       WHERE person_num IN (SELECT value FROM json_each(@persons)) AND year IN (0, @year)
       ORDER BY person_num, rule`,
    )
    .all(params);
  for (const row of rows) {
    result.get(row.person_num)?.push({
      code: row.rule,
      fields: JSON.parse(row.fields) as string[],
      ...(row.detail ? { detail: row.detail } : {}),
    });
  }
  for (const code of ['followUpBelowQuota', 'notDynamic'] as const) {
    const failing = db
      .prepare<Named, string>(
        `SELECT j.value FROM json_each(@persons) j WHERE ${FAILING[code]('j.value')}`,
      )
      .pluck()
      .all(params);
    for (const id of failing) result.get(id)?.push({ code, fields: [] });
  }
  return result;
};

/**
 * The kept tally of the quality counts per hospital (server/readModels/scopeTallies.ts): the
 * in-file archives, those failing each rule and those failing no record rule (合格), and the dynamic ones
 * (a service in the last 12 months), for 档案合格率 and 档案动态使用率.
 */
export const qualityTally = (day: QualityDay): TallyDefinition => {
  const flags = QUALITY_RULE_CODES.map(
    (code) => `${FAILING[code]('f.person_num')} AS ${code}`,
  ).join(',\n  ');
  const { yearText: _y, ...params } = namedParams(day);
  return {
    name: 'archiveQuality',
    sql: `SELECT hospital_id, '' AS part, COUNT(*) AS archives,
        ${QUALITY_RULE_CODES.map((code) => `SUM(${code}) AS ${code}`).join(', ')},
        SUM(${RECORD_QUALITY_RULES.join(' = 0 AND ')} = 0) AS qualified,
        SUM(notDynamic = 0) AS dynamic
      FROM (SELECT f.hospital_id, ${flags}
        FROM person_facts f WHERE f.in_file = 1 AND {person})
      GROUP BY hospital_id`,
    personColumn: 'f.person_num',
    params: { ...params, yearText: day.today.slice(0, 4) },
  };
};
