import {
  COUNT_LABELS,
  type IndicatorDefinition,
  indicatorsFor,
  indicatorValue,
} from '../../../src/domain/indicators';
import { reportDetailsPath } from '../../../src/services/contract/pageLinks';
import { INDICATORS_COMPONENT, yearOf } from '../../chronic/chronicAccess';
import { indicatorRows, periodOf } from '../../chronic/indicators';
import { HttpError } from '../../http/errors';
import { page } from '../../security/routePermission';
import { cell } from '../responder/reportParams';
import { menuPageLink } from './pageLinks';
import { listPlaces, placeInScope, placeOfArgument } from './places';
import { type AssistantTool, type ToolFinding, ToolInputError } from './toolTypes';

export interface IndicatorData {
  source: string;
  institution: string;
  indicator: string;
  year: number;
  period: string;
  numerator: { label: string; value: number };
  denominator: { label: string; value: number | null };
  rate: string | null;
  note?: string;
  definition: string;
}

export interface IndicatorArgs {
  indicator: string;
  institution?: string;
  year?: number;
}

const INDICATOR_IDS = indicatorsFor().map((indicator) => indicator.id);

const denominatorLabel = (indicator: IndicatorDefinition): string =>
  'count' in indicator.denominator
    ? COUNT_LABELS[indicator.denominator.count]
    : indicator.denominator.fallback
      ? `配置的人口数（未配置时为${COUNT_LABELS[indicator.denominator.fallback]}）`
      : '配置的辖区患者总数';

/**
 * One management indicator for an institution and year, computed by the function the 管理指标报表
 * route calls (indicatorRows, indicatorValue), with its definition worded from the deployment's
 * rules, so the answer and the report show one number.
 */
export const indicatorTool: AssistantTool<IndicatorArgs, IndicatorData> = {
  name: 'indicator',
  title: '管理指标',
  description: `查询一个管理指标（管理指标报表上的数字）在某机构、某年度的值，含分子、分母和定义。indicator 取值：${indicatorsFor()
    .map((indicator) => `${indicator.id} ${indicator.label}`)
    .join('；')}。`,
  parameters: {
    type: 'object',
    properties: {
      indicator: { type: 'string', enum: INDICATOR_IDS },
      institution: { type: 'string', description: '机构名称；不填为用户管理的全部机构' },
      year: { type: 'integer', description: '年度，默认今年（今年统计到今天）' },
    },
    required: ['indicator'],
  },
  permission: page(INDICATORS_COMPONENT),
  parse: (raw) => {
    if (typeof raw.indicator !== 'string' || !INDICATOR_IDS.includes(raw.indicator)) {
      throw new ToolInputError(`indicator 应为 ${INDICATOR_IDS.join('、')} 之一`);
    }
    const institution =
      typeof raw.institution === 'string' && raw.institution.trim() ? raw.institution.trim() : '';
    const year = raw.year === undefined || raw.year === null ? undefined : Number(raw.year);
    if (year !== undefined && !Number.isInteger(year))
      throw new ToolInputError('year 应为四位年份');
    return {
      indicator: raw.indicator,
      ...(institution ? { institution: institution.slice(0, 60) } : {}),
      ...(year === undefined ? {} : { year }),
    };
  },
  run: (caller, args): ToolFinding<IndicatorData> => {
    const { ctx, rc, user } = caller;
    const definition = indicatorsFor(ctx.followUpRules).find((item) => item.id === args.indicator)!;
    const place = placeOfArgument(listPlaces(ctx.db), args.institution);
    if (args.institution && !place)
      throw new ToolInputError(`找不到名为“${args.institution}”的机构`);
    const root = placeInScope(user, place);
    let year: number;
    try {
      year = yearOf(args.year === undefined ? undefined : String(args.year), rc.today);
    } catch (error) {
      throw new ToolInputError(error instanceof HttpError ? error.message : 'year 无效');
    }
    ctx.readModels.refresh();
    const row = indicatorRows(ctx.db, root, year, rc.today, ctx.followUpRules).find(
      (candidate) => candidate.hospitalId === root,
    );
    if (!row) throw new ToolInputError('该机构没有指标数据');
    const value = indicatorValue(definition, row.counts, row.configured);
    const period = periodOf(year, rc.today);
    return {
      data: {
        source: '管理指标报表（与页面同一计算）',
        institution: row.hospitalName,
        indicator: definition.label,
        year,
        period: `${period.from} 至 ${period.to}`,
        numerator: { label: COUNT_LABELS[definition.numerator], value: value.numerator },
        denominator: { label: denominatorLabel(definition), value: value.denominator },
        rate: value.rate === null ? null : `${value.rate}%`,
        ...(value.denominator === null
          ? { note: '分母为需要配置的人口数，尚未配置，无法计算' }
          : value.denominator === 0
            ? { note: '分母为 0，无法计算' }
            : {}),
        definition: definition.definition,
      },
      links: [
        ...menuPageLink(ctx.db, user, INDICATORS_COMPONENT, '打开管理指标报表'),
        {
          label: `查看${COUNT_LABELS[definition.numerator]}明细`,
          path: reportDetailsPath(root, definition.numerator, year),
        },
      ],
      scope: root,
    };
  },
  render: (data) => `## ${cell(data.institution)} ${data.year}年${data.indicator}

${data.rate === null ? `**无法计算**：${data.note ?? ''}` : `**${data.rate}**（${data.numerator.value} ÷ ${data.denominator.value ?? '—'}）`}

| 项目 | 数值 |
| --- | --- |
| 分子：${data.numerator.label} | ${data.numerator.value} |
| 分母：${data.denominator.label} | ${data.denominator.value ?? '未配置'} |
| 统计期间 | ${data.period} |

**指标定义**：${data.definition}`,
};
