import {
  DEFAULT_DUPLICATE_RULES,
  DUPLICATE_RULE_CODES,
  type DuplicateRuleCode,
  type DuplicateRuleConfig,
  isDuplicateRuleCode,
} from './rules';

/**
 * A deployment's 重复档案 rules ([K], like the follow-up rules' FOLLOW_UP_RULES): the server reads
 * `DUPLICATE_RULES`, a JSON object switching rules on or off by code
 * (`{"sameNameBirthTownship": true}`), over the kernel's defaults. The read model finds pairs
 * only under the resolved rules, so a rule switched off has no pairs.
 */
export type DuplicateRuleOverrides = Partial<Record<DuplicateRuleCode, boolean>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a deployment's overrides (parsed JSON): known rule codes, each true or false, and at
 * least one rule left on. Throws an Error whose message names the key in Chinese; the server
 * refuses to start with it.
 */
export const parseDuplicateRuleOverrides = (raw: unknown): DuplicateRuleOverrides => {
  if (!isObject(raw)) throw new Error('应为 JSON 对象');
  const out: DuplicateRuleOverrides = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isDuplicateRuleCode(key)) {
      throw new Error(`${key} 不是重复档案规则（可配置：${DUPLICATE_RULE_CODES.join('、')}）`);
    }
    if (typeof value !== 'boolean') throw new Error(`${key} 应为 true 或 false`);
    out[key] = value;
  }
  if (!Object.values(resolveDuplicateRules(out)).some(Boolean)) {
    throw new Error('至少应启用一条重复档案规则');
  }
  return out;
};

/** The defaults with a deployment's overrides. */
export const resolveDuplicateRules = (
  overrides: DuplicateRuleOverrides = {},
): DuplicateRuleConfig => ({ ...DEFAULT_DUPLICATE_RULES, ...overrides });

/** The rules switched on, in the kernel's order (the list's filter offers these). */
export const activeDuplicateRules = (config: DuplicateRuleConfig): DuplicateRuleCode[] =>
  DUPLICATE_RULE_CODES.filter((code) => config[code]);
