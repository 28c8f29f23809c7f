import { ageOn } from '../../../src/domain/calendar';
import {
  CHILD_FORM_ASSESSMENTS,
  type ChildFormFamily,
  proposedGestationalAge,
} from '../../../src/domain/child';
import { invalid } from '../../http/resourceErrors';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

const missing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Values the rules compute that a client may not override: they follow from other fields
 * (预产期 from 末次月经, 体质指数 from 身高 and 体重, 发育评估 from the ticked warning signs).
 * The others (姓名 by the newborn rule, 下次随访日期) are only proposals, filled when left out.
 */
const AUTHORITATIVE: Readonly<Record<ChildFormFamily, readonly string[]>> = {
  newbornVisits: [],
  childHealthChecks: ['developmentResult'],
  prenatalFirstChecks: ['dueDate', 'bmi'],
  toddlerHealthChecks: ['monthAge', 'developmentResult'],
  preschoolHealthChecks: ['monthAge', 'developmentResult'],
};

/** 孕周 and 孕妇年龄 of a first prenatal check saved without them. */
const fillPrenatalDefaults = (data: RecordData): void => {
  const age = proposedGestationalAge(data);
  if (age && missing(data.gestationalWeeks)) {
    data.gestationalWeeks = age.weeks;
    data.gestationalDays = age.days;
  }
  if (missing(data.pregnantAge) && typeof data.birthDate === 'string') {
    const years = ageOn(data.birthDate, typeof data.checkDate === 'string' ? data.checkDate : '');
    if (years !== undefined) data.pregnantAge = years;
  }
};

/**
 * The server side of the maternal and child forms: the same pure rules as the form
 * (rules/maternalChildChecks.ts) compute 预产期, 体质指数, 发育评估结果, a newborn's name and the
 * next check, and refuse what the form refuses, each refusal naming its field.
 */
export const maternalChildHooks = (familyId: ChildFormFamily): FamilyHooks => {
  const assess = CHILD_FORM_ASSESSMENTS[familyId];
  const prepare = (data: RecordData): void => {
    if (familyId === 'prenatalFirstChecks') fillPrenatalDefaults(data);
    const { computed, issues } = assess(data);
    const authoritative = AUTHORITATIVE[familyId];
    for (const [name, value] of Object.entries(computed)) {
      if (authoritative.includes(name) || missing(data[name])) data[name] = value;
    }
    // A result the rules cannot compute (no 月龄, no 末次月经) must not linger from an earlier save.
    for (const name of authoritative) if (!(name in computed)) delete data[name];
    if (issues.length) throw invalid(issues);
  };
  return {
    prepareCreate: (_rc, _model, data) => {
      prepare(data);
      return undefined;
    },
    prepareUpdate: (_rc, _model, _existing, data) => prepare(data),
  };
};

export const MATERNAL_CHILD_HOOKS: Readonly<Record<ChildFormFamily, FamilyHooks>> = {
  newbornVisits: maternalChildHooks('newbornVisits'),
  childHealthChecks: maternalChildHooks('childHealthChecks'),
  prenatalFirstChecks: maternalChildHooks('prenatalFirstChecks'),
  toddlerHealthChecks: maternalChildHooks('toddlerHealthChecks'),
  preschoolHealthChecks: maternalChildHooks('preschoolHealthChecks'),
};
