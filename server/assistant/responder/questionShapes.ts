import { type Condition } from '../../../src/domain/conditionQuery';
import { type DueProgramme } from '../../../src/domain/followUp';
import { type WorklistViewName } from '../../../src/services/contract/chronicPaths';
import { findPlace, type Place } from '../tools/places';
import { readConditionQuestion } from './conditionQuestion';

/**
 * The questions about the user's own work the built-in responder answers from the platform's
 * data (server/README.md, "What the built-in responder answers"). Anything else goes to the
 * knowledge base of the service rules.
 */
export type QuestionShape =
  | {
      kind: 'worklist';
      programmes: DueProgramme[];
      view: WorklistViewName;
      list: boolean;
      institution?: string;
    }
  | {
      kind: 'indicator';
      indicators: string[];
      institution?: string;
      yearOffset?: number;
      year?: number;
    }
  | { kind: 'resident'; name?: string; idCard?: string; institution?: string }
  /** 综合查询: residents meeting every condition (且), counted (conditionQuestion.ts). */
  | { kind: 'condition'; conditions: Condition[]; institution?: string }
  | { kind: 'knowledge' };

const HYPERTENSION = /高血压|血压/;
const DIABETES = /糖尿病|血糖/;
const BOTH = /慢病|慢性病|两病/;

/** Which work-list tab a question asks about, in the order tried. */
const VIEWS: readonly [WorklistViewName, RegExp][] = [
  ['quotaRisk', /随访不足|次数不[够足]|季度随访/],
  ['overdue', /逾期|超期|过期|没有?随访|未随访|漏访|没访|没来随访/],
  ['dueToday', /(今天|今日).{0,6}(到期|要随访|该随访|需要随访|随访)/],
  [
    'dueThisWeek',
    /(本周|这周|这个星期|一周内|7天内|七天内).{0,6}(到期|要随访|该随访|需要随访|随访)/,
  ],
  ['all', /在管|管理了|管着|管理着|纳入管理|建卡|一共有|共有|总共有/],
];

const COUNT = /几个|几位|几名|几人|几例|多少|人数|数量|统计一下/;
const LIST = /哪些|名单|列出|列一下|是谁|有谁|都有谁|清单|列表|具体是/;

/** Indicator words → ids of src/domain/indicators, by programme where the word needs one. */
const INDICATOR_WORDS: readonly {
  pattern: RegExp;
  ids: (programmes: DueProgramme[]) => string[];
}[] = [
  { pattern: /建档率/, ids: () => ['fileRate'] },
  { pattern: /档案(的)?使用率|动态使用率/, ids: () => ['fileUseRate'] },
  { pattern: /老年人.{0,4}管理率/, ids: () => ['elderlyRate'] },
  {
    pattern: /规范(化)?管理率/,
    ids: (programmes) =>
      programmes.map((programme) =>
        programme === 'hypertension' ? 'htnStandardRate' : 'dmStandardRate',
      ),
  },
  {
    pattern: /控制率|达标率/,
    ids: (programmes) =>
      programmes.map((programme) =>
        programme === 'hypertension' ? 'htnControlRate' : 'dmControlRate',
      ),
  },
  {
    pattern: /管理率/,
    ids: (programmes) =>
      programmes.map((programme) =>
        programme === 'hypertension' ? 'htnManageRate' : 'dmManageRate',
      ),
  },
];

const programmesIn = (text: string): DueProgramme[] => {
  if (BOTH.test(text)) return ['hypertension', 'diabetes'];
  const found: DueProgramme[] = [];
  if (HYPERTENSION.test(text)) found.push('hypertension');
  if (DIABETES.test(text)) found.push('diabetes');
  return found;
};

const YEAR = /(20\d{2})\s*年/;

const periodOf = (text: string): { year?: number; yearOffset?: number } => {
  const year = YEAR.exec(text)?.[1];
  if (year) return { year: Number(year) };
  if (/去年|上一年|上年度/.test(text)) return { yearOffset: -1 };
  if (/前年/.test(text)) return { yearOffset: -2 };
  return {};
};

/** An ID number in the question. */
const ID_NUMBER = /(?<![0-9A-Za-z])(\d{17}[\dXx])(?![0-9A-Za-z])/;

/** A two-character name is taken only where the question treats it as a person. */
const personCue = (text: string, name: string): boolean => {
  const at = text.indexOf(name);
  const before = text.slice(Math.max(0, at - 4), at);
  const after = text.slice(at + name.length, at + name.length + 1);
  return after === '的' || /查|居民|患者|病人|看看|老人/.test(before) || /[，,？?。]|$/.test(after);
};

export interface ShapeSources {
  places: readonly Place[];
  /** Residents' names found in the question (residentNamesIn), longest first. */
  residentNames: readonly string[];
}

/** Reads a question's shape; `knowledge` when it is none of the data questions. */
export const readQuestion = (question: string, sources: ShapeSources): QuestionShape => {
  const text = question.replace(/\s+/g, '');
  const place = findPlace(sources.places, text);
  const institution = place ? { institution: place.hospitalId } : {};
  const programmes = programmesIn(text);

  const view = VIEWS.find(([, pattern]) => pattern.test(text))?.[0];
  const list = LIST.test(text);
  if (programmes.length > 0 && view && (list || COUNT.test(text))) {
    return { kind: 'worklist', programmes, view, list, ...institution };
  }

  const indicator = INDICATOR_WORDS.find(({ pattern }) => pattern.test(text));
  if (indicator) {
    const ids = indicator.ids(programmes.length > 0 ? programmes : ['hypertension', 'diabetes']);
    return { kind: 'indicator', indicators: ids, ...institution, ...periodOf(text) };
  }

  const idCard = ID_NUMBER.exec(text)?.[1];
  if (idCard) return { kind: 'resident', idCard, ...institution };
  const name = sources.residentNames.find(
    (candidate) => Array.from(candidate).length > 2 || personCue(text, candidate),
  );
  if (name) return { kind: 'resident', name, ...institution };

  const conditions = readConditionQuestion(text);
  if (conditions) return { kind: 'condition', conditions, ...institution };
  return { kind: 'knowledge' };
};
