import { COMBINATION_OPTIONS, COMPARISON_OPTIONS } from '../../../src/domain/codes';
import {
  COMBINATION_HINTS,
  CONDITION_QUERY_PARAM,
  conditionQueryText,
  combinationWords,
  type Condition,
  CONDITION_FIELDS,
  type ConditionField,
  type ConditionQuery,
  conditionWords,
  MAX_CONDITIONS,
} from '../../../src/domain/conditionQuery';
import { CONDITION_QUERY_COMPONENT } from '../../../src/services/contract/conditionQueryPaths';
import { userRoot } from '../../chronic/chronicAccess';
import { conditionQuerySelection, countConditionQuery } from '../../chronic/conditionQuery';
import { page } from '../../security/routePermission';
import { cell } from '../responder/reportParams';
import { menuPageLink } from './pageLinks';
import { hospitalName, listPlaces, placeInScope, placeOfArgument } from './places';
import { type AssistantTool, type ToolFinding, ToolInputError } from './toolTypes';

export interface ConditionQueryArgs {
  query: ConditionQuery;
  /** An institution's name or id as the question gave it: a 村/机构 condition is added. */
  institution?: string;
}

export interface ConditionQueryData {
  source: string;
  institution: string;
  today: string;
  total: number;
  combination: string;
  conditions: string[];
}

/** One field's condition as a JSON schema, from the kernel's field table (conditionFields.ts). */
const conditionSchema = (field: ConditionField) => {
  const value =
    field.type === 'number'
      ? {
          type: 'number',
          ...(field.min === undefined ? {} : { minimum: field.min }),
          ...(field.max === undefined ? {} : { maximum: field.max }),
          ...(field.unit ? { description: `单位：${field.unit}` } : {}),
        }
      : field.type === 'date'
        ? { type: 'string', format: 'date', description: 'YYYY-MM-DD' }
        : field.options
          ? {
              type: 'string',
              enum: field.options.map((option) => option.value),
              description: field.options
                .map((option) => `${option.value} ${option.label}`)
                .join('、'),
            }
          : { type: 'string', description: '机构名称（如“桐梓村”）或机构编号' };
  return {
    type: 'object',
    description: field.label,
    properties: {
      field: { type: 'string', enum: [field.id] },
      operator: { type: 'string', enum: field.operators },
      value,
    },
    required: ['field', 'operator', 'value'],
  };
};

const OPERATOR_WORDS = COMPARISON_OPTIONS.map((option) => `${option.value} ${option.label}`).join(
  '，',
);

const conditionOf = (raw: unknown): Condition => {
  if (typeof raw !== 'object' || raw === null) {
    throw new ToolInputError('conditions 的每一项应为 {field, operator, value}');
  }
  const { field, operator, value } = raw as Record<string, unknown>;
  if (typeof field !== 'string' || typeof operator !== 'string') {
    throw new ToolInputError('条件应有 field 和 operator');
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new ToolInputError(`条件 ${field} 的 value 应为数字或文字`);
  }
  return { field, operator, value };
};

/**
 * 综合查询 as a tool: how many residents of the user's scope meet the conditions, counted by the
 * 综合查询 route's own selection (server/chronic/conditionQuery.ts), with the conditions in words
 * and a link that opens the page with them filled in. It returns a count, never names.
 */
export const conditionQueryTool: AssistantTool<ConditionQueryArgs, ConditionQueryData> = {
  name: 'condition_query',
  title: '综合查询',
  description: `综合查询：统计用户管理范围内符合条件的在档居民人数（与“综合查询”页面同一查询），如“65岁以上的高血压患者中最近收缩压≥160的有几个”。比较符：${OPERATOR_WORDS}。`,
  parameters: {
    type: 'object',
    properties: {
      combination: {
        type: 'integer',
        enum: COMBINATION_OPTIONS.map((option) => option.value),
        description: COMBINATION_OPTIONS.map(
          (option) => `${option.value} ${option.label}：${COMBINATION_HINTS[option.value]}`,
        ).join('；'),
      },
      conditions: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_CONDITIONS,
        items: { anyOf: CONDITION_FIELDS.map(conditionSchema) },
      },
      institution: {
        type: 'string',
        description: '只查某机构（如“桐梓村”）；不填为用户管理的全部机构',
      },
    },
    required: ['conditions'],
  },
  permission: page(CONDITION_QUERY_COMPONENT),
  parse: (raw) => {
    const combination = raw.combination === undefined ? 1 : Number(raw.combination);
    if (!Array.isArray(raw.conditions) || raw.conditions.length === 0) {
      throw new ToolInputError('conditions 应为至少一个条件的数组');
    }
    const institution =
      typeof raw.institution === 'string' && raw.institution.trim()
        ? raw.institution.trim().slice(0, 60)
        : undefined;
    return {
      query: { combination, conditions: raw.conditions.map(conditionOf) },
      ...(institution ? { institution } : {}),
    };
  },
  run: (caller, args): ToolFinding<ConditionQueryData> => {
    const { ctx, user, rc } = caller;
    const places = listPlaces(ctx.db);
    const placeId = (value: string) => {
      const place = placeOfArgument(places, value);
      if (!place) throw new ToolInputError(`找不到名为“${value}”的机构`);
      return place;
    };
    // A 村/机构 condition names its place by id, as the page's select does; one the user does not
    // manage is refused (the page's route reads only the user's hospitals anyway).
    const conditions: Condition[] = args.query.conditions.map((condition) => {
      if (condition.field !== 'hospital') return condition;
      const place = placeId(String(condition.value));
      if (condition.operator === '=') placeInScope(user, place);
      return { ...condition, value: place.hospitalId };
    });
    if (args.institution) {
      const place = placeId(args.institution);
      placeInScope(user, place);
      // The place narrows the query as one more condition, which only 且 combines that way.
      if (args.query.combination !== 1) {
        throw new ToolInputError('只查某机构时组合方式应为 1（且），或把 村/机构 写进条件');
      }
      if (!conditions.some((c) => c.field === 'hospital' && c.value === place.hospitalId)) {
        conditions.push({ field: 'hospital', operator: '=', value: place.hospitalId });
      }
    }
    const query: ConditionQuery = { combination: args.query.combination, conditions };
    const root = userRoot(user);
    const selection = conditionQuerySelection(root, query, rc.today);
    if ('error' in selection) throw new ToolInputError(selection.error);
    ctx.readModels.refresh();
    const total = countConditionQuery(ctx.db, selection);
    const nameOf = (id: string) => hospitalName(ctx.db, id);
    return {
      data: {
        source: '综合查询（与页面同一查询）',
        institution: nameOf(root),
        today: rc.today,
        total,
        combination: combinationWords(query),
        conditions: conditions.map((condition) => conditionWords(condition, nameOf)),
      },
      links: menuPageLink(
        ctx.db,
        user,
        CONDITION_QUERY_COMPONENT,
        '在综合查询中打开（已填好条件）',
        {
          [CONDITION_QUERY_PARAM]: conditionQueryText(query),
        },
      ),
      scope: root,
    };
  },
  render: (data) => `## 综合查询 · ${cell(data.institution)}

截至 **${data.today}**，符合条件的在档居民共 **${data.total}** 人。

查询条件（${data.combination}）：

${data.conditions.map((condition, index) => `${index + 1}. ${cell(condition)}`).join('\n')}`,
};
