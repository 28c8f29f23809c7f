import { type CrowdCode, crowdLabel } from './crowds';

/**
 * Whether a service package fits a resident (the signing's population check): its target
 * crowds (any of them, or all of them for a combined package such as 老年人+高血压), its age
 * range and its sex. A package that does not fit may still be signed, but only after the user
 * confirms with the reasons in front of them; the reasons are stored with the agreement.
 */

export type TargetMatch = 'any' | 'all';

export interface PackageTarget {
  /** 人群分类 codes the package is for; empty: everyone. */
  crowds: readonly string[];
  match: TargetMatch;
  /** Inclusive age bounds in whole years. */
  minAge?: number | undefined;
  maxAge?: number | undefined;
  /** '1' 男, '2' 女; absent: either. */
  sex?: string | undefined;
}

export interface Applicant {
  /** Whole years on the signing day; undefined when the birth date is unknown. */
  age: number | undefined;
  sex: string | undefined;
  crowds: readonly CrowdCode[];
}

const SEX_LABELS: Readonly<Record<string, string>> = { '1': '男性', '2': '女性' };

const labels = (codes: readonly string[], joiner = '、'): string =>
  codes.map(crowdLabel).join(joiner);

/** Why the package does not fit the applicant, in Chinese; empty when it fits. */
export const packageMismatch = (target: PackageTarget, applicant: Applicant): string[] => {
  const reasons: string[] = [];
  const held = new Set<string>(applicant.crowds);
  const wanted = target.crowds.filter((code) => code !== '');
  if (wanted.length > 0) {
    const missing = wanted.filter((code) => !held.has(code));
    const current = `（该居民：${labels(applicant.crowds)}）`;
    if (target.match === 'all' && missing.length > 0) {
      reasons.push(
        `该服务包面向同时属于${labels(wanted, '和')}的居民，该居民不属于${labels(missing)}${current}`,
      );
    } else if (target.match === 'any' && missing.length === wanted.length) {
      reasons.push(`该服务包面向${labels(wanted)}，该居民不属于其中任何一类${current}`);
    }
  }
  const bounded = target.minAge !== undefined || target.maxAge !== undefined;
  if (bounded && applicant.age === undefined) {
    reasons.push('该居民出生日期不详，无法确认是否符合服务包的年龄要求');
  } else if (applicant.age !== undefined) {
    if (target.minAge !== undefined && applicant.age < target.minAge) {
      reasons.push(`该服务包适用于${target.minAge}岁及以上居民，该居民${applicant.age}岁`);
    }
    if (target.maxAge !== undefined && applicant.age > target.maxAge) {
      reasons.push(`该服务包适用于${target.maxAge}岁及以下居民，该居民${applicant.age}岁`);
    }
  }
  const sex = target.sex ? SEX_LABELS[target.sex] : undefined;
  if (sex && applicant.sex && applicant.sex !== target.sex) {
    reasons.push(`该服务包仅限${sex}，该居民为${SEX_LABELS[applicant.sex] ?? '性别不详'}`);
  }
  return reasons;
};
