/** The part of an Ajv error the message needs (Fastify's FastifySchemaValidationError). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

const fieldName = (issue: ValidationIssue, context: string | undefined): string => {
  const fromPath = issue.instancePath.split('/').filter(Boolean).join('.');
  return fromPath || (context ? (CONTEXT_NAMES[context] ?? context) : '请求');
};

const describeIssue = (issue: ValidationIssue, context: string | undefined): string => {
  const field = fieldName(issue, context);
  const { params } = issue;
  switch (issue.keyword) {
    case 'required':
      return `缺少参数 ${String(params.missingProperty)}`;
    case 'type':
      return `${field} 应为${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'minLength':
      return `${field} 长度不能少于 ${String(params.limit)}`;
    case 'maxLength':
      return `${field} 长度不能超过 ${String(params.limit)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${field} 超出允许范围`;
    case 'enum':
    case 'const':
      return `${field} 取值无效`;
    case 'additionalProperties':
      return `不支持的参数 ${String(params.additionalProperty)}`;
    default:
      return `${field} 格式不正确`;
  }
};

/** '请求参数错误：…' in Chinese, from Ajv's English-only errors. */
export const validationMessage = (
  issues: readonly ValidationIssue[],
  context: string | undefined,
): string => {
  const details = [...new Set(issues.map((issue) => describeIssue(issue, context)))];
  return `请求参数错误：${details.join('；') || '参数无效'}`;
};
