import { type FormRule as Rule } from 'antd';
import dayjs from 'dayjs';

import { dateText } from '@/domain/calendar';
import {
  fieldProblem,
  type MedicationPart,
  medicationPartProblem,
  pairProblem,
  type ServiceItemPart,
  serviceItemPartProblem,
  tableCellProblem,
} from '@/domain/fields';
import { type FieldSpec, type TableColumnSpec } from '@/services/contract';

import { DATE_FORMAT, DATE_TIME_FORMAT } from './formValues';

/**
 * The antd rules of a form field (spec 5). The check is the kernel's (src/domain/fields/
 * fieldChecks.ts), the one the server runs on save, applied to the value as the save sends it:
 * whichever side finds a problem, the user reads the same sentence.
 */

const checkContext = () => ({ today: dateText() });

/** The form's value as a request body carries it: a picked day becomes its text. */
export const wireValue = (field: FieldSpec, value: unknown): unknown =>
  dayjs.isDayjs(value)
    ? value.format(field.kind === 'datetime' ? DATE_TIME_FORMAT : DATE_FORMAT)
    : value;

const settle = (problem: string | undefined): Promise<void> =>
  problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));

/**
 * The field's own check, and the declared pair's (舒张压 below 收缩压) when its partner is among
 * `fields`. `required` marks the label; antd runs a rule's validator instead of its own checks,
 * so the kernel alone decides, blank values included.
 */
export const rulesFor = (field: FieldSpec, fields: readonly FieldSpec[] = []): Rule[] => {
  const rules: Rule[] = [
    {
      required: Boolean(field.required && !field.readonly),
      validator: (_rule, value: unknown) =>
        settle(fieldProblem(field, wireValue(field, value), checkContext())),
    },
  ];
  const partnerName = field.pairedWith?.field;
  const partner = fields.find((candidate) => candidate.name === partnerName);
  if (partner) {
    rules.push(({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        settle(
          pairProblem(
            field,
            partner,
            wireValue(field, value),
            wireValue(partner, getFieldValue(partner.name)),
            checkContext(),
          ),
        ),
    }));
  }
  return rules;
};

/** The fields whose change re-checks this one: the partner of a declared pair. */
export const ruleDependencies = (field: FieldSpec): string[] =>
  field.pairedWith ? [field.pairedWith.field] : [];

/** The rules of one cell of a 服务项目 row (`index` from 0), in the server's words. */
export const serviceItemRules = (
  field: FieldSpec,
  index: number,
  part: ServiceItemPart,
): Rule[] => [
  {
    required: true,
    validator: (_rule, value: unknown) => settle(serviceItemPartProblem(field, index, part, value)),
  },
];

/** The rules of one cell of a 用药情况 row (`index` from 0), in the server's words. */
export const medicationRules = (field: FieldSpec, index: number, part: MedicationPart): Rule[] => [
  {
    required: true,
    validator: (_rule, value: unknown) => settle(medicationPartProblem(field, index, part, value)),
  },
];

/** The rules of one cell of a `table` row (`index` from 0), in the server's words. */
export const tableCellRules = (
  field: FieldSpec,
  index: number,
  column: TableColumnSpec,
): Rule[] => [
  {
    required: Boolean(column.required),
    validator: (_rule, value: unknown) =>
      settle(tableCellProblem(field, index, column, value, checkContext())),
  },
];
