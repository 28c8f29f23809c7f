/**
 * What a lecture talk for residents says about one topic: plain words, no work targets or
 * formulas (those belong to the doctor's checklist, not to the residents' talk).
 */
export interface TalkTopic {
  /** The lecture topics this talk answers (matched against the topic as the record names it). */
  matches: RegExp;
  /** 二、认识…: what the talk is about, as residents say it. */
  subject: string;
  /** 七、结束语: the few words to take home. */
  remember: string;
  /** 二、…是怎么回事: what it is, in everyday words. */
  whatItIs: readonly string[];
  /** 三、在家怎么做: what the listener can do themselves. */
  selfCare: readonly string[];
  /** 四、常见误区: a belief and the truth. */
  myths: readonly (readonly [string, string])[];
  /** 五、什么时候要马上看医生. */
  seeADoctor: readonly string[];
  /** 六、互动问答. */
  questions: readonly (readonly [string, string])[];
}
