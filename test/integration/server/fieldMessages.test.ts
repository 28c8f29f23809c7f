import dayjs from 'dayjs';

import { addDays, dateText } from '@/domain/calendar';
import { DEFAULT_MAX_LENGTH, type MedicationPart, type ServiceItemPart } from '@/domain/fields';
import { idCardCheckDigit } from '@/domain/identity';
import { medicationRules, rulesFor, serviceItemRules } from '@/features/resources';
import { type FieldKind, type FieldSpec } from '@/services/contract';

import { FAMILY_MODELS, type FamilyModel } from '../../../server/resources/familyModel';
import { assertComplete, parseInput } from '../../../server/resources/validation/validateInput';

/**
 * One field check for both sides (spec 5): for every field of every family the server keeps,
 * and a table of bad values per kind, the message the antd form's rules give equals the one the
 * server's validation answers for the same field and value.
 */

const TODAY = dateText();
const TOMORROW = addDays(TODAY, 1);

const withCheck = (first17: string) => `${first17}${idCardCheckDigit(first17)}`;
const VALID_ID = withCheck('34088119850312124');

type Values = Record<string, unknown>;

/** What the form's rules say about a field, as antd runs them (every rule, in order). */
const clientMessages = async (
  field: FieldSpec,
  fields: readonly FieldSpec[],
  values: Values,
): Promise<string[]> => {
  const form = { getFieldValue: (name: string) => values[name] } as never;
  const messages: string[] = [];
  for (const entry of rulesFor(field, fields)) {
    const rule = typeof entry === 'function' ? entry(form) : entry;
    try {
      await rule.validator?.(rule, values[field.name], () => undefined);
    } catch (error) {
      messages.push((error as Error).message);
    }
  }
  return messages;
};

/** The first message of the 用药情况 cells, row by row, as the form shows them. */
const clientMedicationMessages = async (field: FieldSpec, rows: unknown): Promise<string[]> => {
  for (const [index, row] of (rows as Values[]).entries()) {
    for (const part of ['drug', 'timesPerDay', 'dose'] as MedicationPart[]) {
      const rules = medicationRules(field, index, part) as {
        validator: (rule: unknown, value: unknown) => Promise<void>;
      }[];
      for (const rule of rules) {
        try {
          await rule.validator(rule, row[part]);
        } catch (error) {
          return [(error as Error).message];
        }
      }
    }
  }
  return [];
};

const clientServiceItemMessages = async (field: FieldSpec, rows: unknown): Promise<string[]> => {
  for (const [index, row] of (rows as Values[]).entries()) {
    for (const part of ['name', 'rule', 'times'] as ServiceItemPart[]) {
      const rules = serviceItemRules(field, index, part) as {
        validator: (rule: unknown, value: unknown) => Promise<void>;
      }[];
      for (const rule of rules) {
        try {
          await rule.validator(rule, row[part]);
        } catch (error) {
          return [(error as Error).message];
        }
      }
    }
  }
  return [];
};

/** What the server answers about a field: the body's checks, then the whole record's. */
const serverMessages = (model: FamilyModel, name: string, body: Values): string[] => {
  try {
    const { values } = parseInput(model, body, TODAY);
    assertComplete(model, values, TODAY);
    return [];
  } catch (error) {
    const errors = (error as { response?: { errors?: { field: string; message: string }[] } })
      .response?.errors;
    if (!errors) throw error;
    return errors.filter((issue) => issue.field === name).map((issue) => issue.message);
  }
};

const PICKED = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;

/** The form holds a day a picker can give as dayjs; anything else as it came. */
const formValue = (field: FieldSpec, value: unknown): unknown => {
  const format = PICKED[field.kind as keyof typeof PICKED];
  if (!format || typeof value !== 'string') return value;
  const day = dayjs(value);
  return day.isValid() && day.format(format) === value ? day : value;
};

const textValues = (field: FieldSpec): unknown[] => {
  const max =
    field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind as keyof typeof DEFAULT_MAX_LENGTH] ?? 500;
  return ['x'.repeat(max + 1), '张三😀', '王\u0000五', '头晕\u0007乏力', true, '正常'];
};

const numberValues = (field: FieldSpec): unknown[] => [
  'abc',
  '1e3',
  true,
  1.5,
  65.123,
  0.12345,
  ...(field.min !== undefined ? [field.min - 1, field.min] : []),
  ...(field.max !== undefined ? [field.max + 1, field.max] : []),
];

/** Bad (and a few good) values per kind, beside the blanks every kind gets. */
const VALUES: Readonly<Record<FieldKind, (field: FieldSpec) => unknown[]>> = {
  text: textValues,
  textarea: textValues,
  name: textValues,
  lookup: textValues,
  number: numberValues,
  integer: numberValues,
  decimal2: numberValues,
  decimal4: numberValues,
  date: () => ['2025-02-30', 'abc', 20250101, TOMORROW, TODAY],
  datetime: () => [`${TOMORROW} 08:00:00`, `${TODAY} 24:00:00`, '2025-02-30 08:00:00', 'abc'],
  select: (field) => ['zz', { code: '1' }, field.options?.[0]?.value],
  multiselect: (field) => [
    ['zz'],
    [field.options?.[0]?.value, 'zz'],
    7,
    [field.options?.[0]?.value],
  ],
  idCard: () => [
    '3408811985',
    withCheck('34088119851312124'),
    withCheck(`340881${TOMORROW.replaceAll('-', '')}124`),
    `${VALID_ID.slice(0, 17)}${VALID_ID.endsWith('1') ? '2' : '1'}`,
    VALID_ID,
  ],
  phone: () => ['12345678901', '138123', '0556-5551234-801', '1381234567a', '13812345678'],
  boolean: () => ['yes', 2, true],
  medications: () => [
    [{ drug: '', timesPerDay: 1, dose: '5mg' }],
    [{ drug: '氨氯地平', timesPerDay: 0, dose: '5mg' }],
    [{ drug: '氨氯地平', timesPerDay: 1.5, dose: '5mg' }],
    [{ drug: '氨氯地平', timesPerDay: 25, dose: '5mg' }],
    [{ drug: '氨氯地平', timesPerDay: 1, dose: '' }],
    [{ drug: '氨'.repeat(101), timesPerDay: 1, dose: '5mg' }],
    [
      { drug: '硝苯地平', timesPerDay: 2, dose: '10mg' },
      { drug: '氨氯地平', timesPerDay: 1, dose: '5mg💊' },
    ],
    [{ drug: '硝苯地平', timesPerDay: 2, dose: '10mg' }],
  ],
  serviceItems: (field) => [
    [{ name: '', rule: field.options?.[0]?.value, times: 4 }],
    [{ name: '高血压随访', rule: 'zz', times: 4 }],
    [{ name: '高血压随访', rule: field.options?.[0]?.value, times: 0 }],
    [{ name: '高血压随访', rule: field.options?.[0]?.value, times: 1.5 }],
    [{ name: '高血压随访', rule: field.options?.[0]?.value, times: 53 }],
    [{ name: '随'.repeat(51), rule: field.options?.[0]?.value, times: 4 }],
    [{ name: '高血压随访', rule: field.options?.[0]?.value, times: 4 }],
  ],
  table: (field) => {
    const [first] = field.columns ?? [];
    if (!first) return [[{}]];
    return [
      'abc',
      [7],
      [{ unknownColumn: '1' }],
      [{ [first.name]: first.kind === 'text' ? '氨'.repeat(101) : 'abc' }],
      Array.from({ length: (field.maxRows ?? 10) + 1 }, () => ({ [first.name]: validCell(first) })),
      [{ [first.name]: validCell(first) }],
    ];
  },
};

/** A cell its column accepts. */
function validCell(column: NonNullable<FieldSpec['columns']>[number]): string {
  switch (column.kind) {
    case 'date':
      return '2024-05-01';
    case 'month':
      return '2024-05';
    case 'select':
      return column.options?.[0]?.value ?? '1';
    default:
      return '住院';
  }
}

const BLANKS = [undefined, null, '', '   '];

const models = [...FAMILY_MODELS.values()].filter((model) => model.declared);
const inputFields = (model: FamilyModel) =>
  [...model.inputFields.values()].filter((field) => field.name !== model.hospitalField);

describe('the form and the server say the same about a field (spec 5)', () => {
  it('has bad values for every kind of field in the catalogue', () => {
    const kinds = new Set(models.flatMap((model) => model.fields.map((field) => field.kind)));
    expect([...kinds].filter((kind) => !(kind in VALUES))).toEqual([]);
  });

  it.each(models.map((model) => [model.id, model] as const))(
    '%s: every field, every bad value',
    async (_id, model) => {
      const differences: string[] = [];
      let refused = 0;
      for (const field of inputFields(model)) {
        const values =
          field.kind === 'medications' || field.kind === 'serviceItems'
            ? VALUES[field.kind](field)
            : [...BLANKS, ...VALUES[field.kind](field)];
        for (const value of values) {
          const server = serverMessages(model, field.name, { [field.name]: value });
          const client =
            field.kind === 'medications'
              ? await clientMedicationMessages(field, value)
              : field.kind === 'serviceItems'
                ? await clientServiceItemMessages(field, value)
                : await clientMessages(field, model.fields, {
                    [field.name]: formValue(field, value),
                  });
          if (server.length > 0) refused += 1;
          if (JSON.stringify(client) !== JSON.stringify(server)) {
            differences.push(
              `${field.name} ${JSON.stringify(value)}: form ${JSON.stringify(client)}, server ${JSON.stringify(server)}`,
            );
          }
        }
      }
      expect(differences).toEqual([]);
      // The table does refuse things: the comparison is not of two silences.
      expect(refused).toBeGreaterThan(0);
    },
  );
});

/** The families whose fields hold a blood pressure, and their [systolic, diastolic] pairs. */
const pressureFields = (model: FamilyModel) =>
  model.fields.filter((field) => /收缩压$|舒张压$/.test(field.label) || /[sd]bp/i.test(field.name));

describe('blood pressure pairs are declared on the fields (spec 5)', () => {
  const withPressure = models.filter((model) => pressureFields(model).length > 0);

  it('finds the forms that record blood pressure', () => {
    expect(withPressure.map((model) => model.id)).toEqual(
      expect.arrayContaining(['hypertensionFollowUp', 'healthCheckTables', 'prenatalFirstChecks']),
    );
  });

  it.each(withPressure.map((model) => [model.id, model] as const))(
    '%s: every 舒张压 is declared below its 收缩压',
    (_id, model) => {
      const fields = pressureFields(model);
      const diastolic = fields.filter((field) => /舒张压$/.test(field.label));
      const systolic = fields.filter((field) => /收缩压$/.test(field.label));
      expect(diastolic.length).toBe(systolic.length);
      expect(diastolic.length + systolic.length).toBe(fields.length);
      for (const field of diastolic) {
        const partner = model.fieldByName.get(field.pairedWith?.field ?? '');
        expect({ field: field.name, relation: field.pairedWith?.relation }).toEqual({
          field: field.name,
          relation: 'lessThan',
        });
        expect(partner?.label).toBe(field.label.replace(/舒张压$/, '收缩压'));
      }
    },
  );

  it.each(
    withPressure.flatMap((model) =>
      model.fields
        .filter((field) => field.pairedWith)
        .map((field) => [model.id, field.name, model, field] as const),
    ),
  )(
    '%s: %s against its partner, in the same words on both sides',
    async (_id, _name, model, dbp) => {
      const sbp = model.fieldByName.get(dbp.pairedWith!.field)!;
      const message = `${dbp.label}应低于${sbp.label}至少10 mmHg`;
      for (const [systolic, diastolic, expected] of [
        [100, 95, [message]],
        [90, 95, [message]],
        [120, 110, []],
        [120, 80, []],
      ] as const) {
        const values = { [sbp.name]: systolic, [dbp.name]: diastolic };
        expect(serverMessages(model, dbp.name, values)).toEqual(expected);
        expect(await clientMessages(dbp, model.fields, values)).toEqual(expected);
      }
    },
  );

  it('fires for plain sbp and dbp too', () => {
    const model = FAMILY_MODELS.get('hypertensionFollowUp')!;
    expect(serverMessages(model, 'dbp', { sbp: 100, dbp: 95 })).toEqual([
      '舒张压应低于收缩压至少10 mmHg',
    ]);
  });
});

describe('dates of past events are declared on the fields', () => {
  const PAST_EVENTS =
    /^(birthDate|visitDate|checkDate|confirmDate|deathDate|referralDate|certificateDate|hba1cDate)$/;

  it.each(
    models.flatMap((model) =>
      model.fields
        .filter((field) => PAST_EVENTS.test(field.name))
        .map((field) => [model.id, field.name, field] as const),
    ),
  )('%s.%s is not later than today', (_id, _name, field) => {
    expect(field.notAfterToday).toBe(true);
  });
});
