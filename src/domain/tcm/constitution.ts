/**
 * 老年人中医药健康管理服务记录表 (national-forms.md §11): 33 questions answered on a 1–5 scale,
 * nine constitutions scored by the raw sum of their items (the elderly version has no 转化分),
 * 平和质 with four items reversed. Pure and shared: the record form shows the results as the
 * answers are chosen, the server computes the same when it saves, and the print layout draws the
 * questions and the result table from the same lists.
 */

export interface ScaleOption {
  score: number;
  label: string;
}

/** A 1–5 answer scale from its five wordings, lowest first. */
const scale = (...labels: readonly string[]): ScaleOption[] =>
  labels.map((label, index) => ({ score: index + 1, label }));

/** The default answer scale, with the paper's wording in brackets. */
export const DEFAULT_SCALE: readonly ScaleOption[] = scale(
  '没有（根本不/从来没有）',
  '很少（有一点/偶尔）',
  '有时（有些/少数时间）',
  '经常（相当/多数时间）',
  '总是（非常/每天）',
);

/** The four questions with their own scale; every other question uses DEFAULT_SCALE. */
export const SPECIAL_SCALES: Readonly<Record<number, readonly ScaleOption[]>> = {
  9: scale('BMI＜24', '24≤BMI＜25', '25≤BMI＜26', '26≤BMI＜28', 'BMI≥28'),
  14: scale('一年＜2次', '一年感冒2～4次', '一年感冒5～6次', '一年8次以上', '几乎每月都感冒'),
  17: scale('从来没有', '一年1、2次', '一年3、4次', '一年5、6次', '每次遇到上述原因都过敏'),
  28: scale(
    '腹围＜80cm，相当于2.4尺',
    '腹围80～85cm，2.4～2.55尺',
    '腹围86～90cm，2.56～2.7尺',
    '腹围91～105cm，2.71～3.15尺',
    '腹围＞105cm或3.15尺',
  ),
};

export interface TcmQuestion {
  /** The form's label: the question's key words, short enough for the label column. */
  short: string;
  /** The question as the paper asks it, with its explanation in brackets. */
  text: string;
}

/** The questions in the paper's order, as [short, text]; question n is stored in field `q{n}`. */
export const TCM_QUESTIONS: readonly TcmQuestion[] = (
  [
    ['精力充沛', '您精力充沛吗？（指精神头足，乐于做事）'],
    ['容易疲乏', '您容易疲乏吗？（指体力如何，是否稍微活动一下或做一点家务劳动就感到累）'],
    ['容易气短', '您容易气短，呼吸短促，接不上气吗？'],
    ['说话低弱无力', '您说话声音低弱无力吗？（指说话没有力气）'],
    ['闷闷不乐', '您感到闷闷不乐、情绪低沉吗？（指心情不愉快，情绪低落）'],
    ['紧张焦虑', '您容易精神紧张、焦虑不安吗？（指遇事是否心情紧张）'],
    ['孤独失落', '您因为生活状态改变而感到孤独、失落吗？'],
    ['容易害怕受惊', '您容易感到害怕或受到惊吓吗？'],
    ['身体沉重', '您感到身体超重不轻松吗？（感觉身体沉重）'],
    ['眼睛干涩', '您眼睛干涩吗？'],
    ['手脚发凉', '您手脚发凉吗？（不包含因周围温度低或穿的少导致的手脚发冷）'],
    [
      '胃背腰膝怕冷',
      '您胃脘部、背部或腰膝部怕冷吗？（指上腹部、背部、腰部或膝关节等，有一处或多处怕冷）',
    ],
    ['耐受不了寒冷', '您比一般人耐受不了寒冷吗？（指比别人容易害怕冬天或是夏天的冷空调、电扇等）'],
    ['容易患感冒', '您容易患感冒吗？（指每年感冒的次数）'],
    ['鼻塞流鼻涕', '您没有感冒时也会鼻塞、流鼻涕吗？'],
    ['口粘口腻打鼾', '您有口粘口腻，或睡眠打鼾吗？'],
    ['容易过敏', '您容易过敏（对药物、食物、气味、花粉或在季节交替、气候变化时）吗？'],
    ['起荨麻疹', '您的皮肤容易起荨麻疹吗？（包括风团、风疹块、风疙瘩）'],
    [
      '青紫瘀斑',
      '您的皮肤在不知不觉中会出现青紫瘀斑、皮下出血吗？（指皮肤在没有外伤的情况下出现青一块紫一块的情况）',
    ],
    ['一抓就红', '您的皮肤一抓就红，并出现抓痕吗？（指被指甲或钝物划过后皮肤的反应）'],
    ['皮肤口唇干', '您皮肤或口唇干吗？'],
    ['肢体麻木疼痛', '您有肢体麻木或固定部位疼痛的感觉吗？'],
    ['面鼻油腻', '您面部或鼻部有油腻感或者油亮发光吗？（指脸上或鼻子）'],
    ['面色晦黯', '您面色或目眶晦黯，或出现褐色斑块/斑点吗？'],
    ['湿疹疮疖', '您有皮肤湿疹、疮疖吗？'],
    ['口干咽燥', '您感到口干咽燥、总想喝水吗？'],
    ['口苦口臭', '您感到口苦或嘴里有异味吗？（指口苦或口臭）'],
    ['腹部肥大', '您腹部肥大吗？（指腹部脂肪肥厚）'],
    [
      '怕吃凉的',
      '您吃(喝)凉的东西会感到不舒服或者怕吃(喝)凉的东西吗？（指不喜欢吃凉的食物，或吃了凉的食物后会不舒服）',
    ],
    ['大便黏滞不爽', '您有大便黏滞不爽、解不尽的感觉吗？（大便容易粘在马桶或便坑壁上）'],
    ['大便干燥', '您容易大便干燥吗？'],
    ['舌苔厚腻', '您舌苔厚腻或有舌苔厚厚的感觉吗？（如果自我感觉不清楚可由调查员观察后填写）'],
    ['舌下静脉瘀紫', '您舌下静脉瘀紫或增粗吗？（可由调查员辅助观察后填写）'],
  ] as const
).map(([short, text]) => ({ short, text }));

export const questionField = (number: number): string => `q${number}`;

export const scaleOf = (number: number): readonly ScaleOption[] =>
  SPECIAL_SCALES[number] ?? DEFAULT_SCALE;

export interface Constitution {
  /** The record's fields are `{key}Score`, `{key}Result` and `{key}Guidance`. */
  key: string;
  name: string;
  /** The paper's code of the constitution (its column, 1 气虚质 … 9 平和质). */
  code: string;
  items: readonly number[];
  /** Items scored in reverse (1↔5, 2↔4): only 平和质's. */
  reversed?: readonly number[];
}

/** The nine constitutions in the order of the paper's result table. */
export const CONSTITUTIONS: readonly Constitution[] = [
  { key: 'qiDeficiency', name: '气虚质', code: '1', items: [2, 3, 4, 14] },
  { key: 'yangDeficiency', name: '阳虚质', code: '2', items: [11, 12, 13, 29] },
  { key: 'yinDeficiency', name: '阴虚质', code: '3', items: [10, 21, 26, 31] },
  { key: 'phlegmDampness', name: '痰湿质', code: '4', items: [9, 16, 28, 32] },
  { key: 'dampHeat', name: '湿热质', code: '5', items: [23, 25, 27, 30] },
  { key: 'bloodStasis', name: '血瘀质', code: '6', items: [19, 22, 24, 33] },
  { key: 'qiStagnation', name: '气郁质', code: '7', items: [5, 6, 7, 8] },
  { key: 'specialDiathesis', name: '特禀质', code: '8', items: [15, 17, 18, 20] },
  { key: 'balanced', name: '平和质', code: '9', items: [1, 2, 4, 5, 13], reversed: [2, 4, 5, 13] },
];

export const BALANCED_KEY = 'balanced';

/**
 * 体质辨识 codes as the paper prints them (1得分 is the score written beside): 2是 3倾向是, and for
 * 平和质 2是 3基本是; 0 = 否, which the paper leaves unticked.
 */
export const RESULT_CODES = { yes: '2', leaning: '3', no: '0' } as const;
export type ResultCode = (typeof RESULT_CODES)[keyof typeof RESULT_CODES];

export const resultLabel = (constitution: Constitution, code: string): string => {
  if (code === RESULT_CODES.yes) return '是';
  if (code === RESULT_CODES.leaning) return constitution.key === BALANCED_KEY ? '基本是' : '倾向是';
  return code === RESULT_CODES.no ? '否' : '';
};

/** A biased constitution (偏颇体质) by its raw sum: ≥11 是, 9–10 倾向是, ≤8 否. */
export const biasedResult = (score: number): ResultCode =>
  score >= 11 ? RESULT_CODES.yes : score >= 9 ? RESULT_CODES.leaning : RESULT_CODES.no;

/**
 * 平和质: sum ≥17 and every other constitution ≤8 → 是; sum ≥17 and every other ≤10 → 基本是;
 * otherwise 否.
 */
export const balancedResult = (score: number, otherScores: readonly number[]): ResultCode => {
  if (score < 17) return RESULT_CODES.no;
  const highest = Math.max(0, ...otherScores);
  if (highest <= 8) return RESULT_CODES.yes;
  return highest <= 10 ? RESULT_CODES.leaning : RESULT_CODES.no;
};

/** 1↔5, 2↔4, 3 stays. */
export const reverseScore = (score: number): number => 6 - score;

export interface ConstitutionResult {
  constitution: Constitution;
  score: number;
  result: ResultCode;
}

export interface TcmIssue {
  field: string;
  message: string;
}

export interface TcmAssessment {
  /** All nine, in the paper's order; empty while a question is unanswered or invalid. */
  results: ConstitutionResult[];
  issues: TcmIssue[];
  /** A constitution in 是 (or 倾向是) with the highest score: the one to guide by. */
  primary: ConstitutionResult | undefined;
  /** 阴虚 and 阳虚 both 是/倾向是: the spec asks for a recheck. */
  contradictory: boolean;
}

const answerOf = (value: unknown): number | undefined => {
  const score = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof score === 'number' && Number.isInteger(score) ? score : undefined;
};

/** The constitutions of a record's answers (form values or a stored record). */
export const assessConstitution = (values: Readonly<Record<string, unknown>>): TcmAssessment => {
  const issues: TcmIssue[] = [];
  const answers = new Map<number, number>();
  TCM_QUESTIONS.forEach((_question, index) => {
    const number = index + 1;
    const field = questionField(number);
    const answer = answerOf(values[field]);
    if (answer === undefined) issues.push({ field, message: `第(${number})题不能为空` });
    else if (answer < 1 || answer > 5) {
      issues.push({ field, message: `第(${number})题的得分只能是 1～5` });
    } else answers.set(number, answer);
  });
  if (issues.length) return { results: [], issues, primary: undefined, contradictory: false };

  const sumOf = (constitution: Constitution): number =>
    constitution.items.reduce((sum, number) => {
      const answer = answers.get(number) ?? 0;
      return sum + (constitution.reversed?.includes(number) ? reverseScore(answer) : answer);
    }, 0);
  const biased = CONSTITUTIONS.filter((constitution) => constitution.key !== BALANCED_KEY).map(
    (constitution) => {
      const score = sumOf(constitution);
      return { constitution, score, result: biasedResult(score) };
    },
  );
  const balanced = CONSTITUTIONS.find((constitution) => constitution.key === BALANCED_KEY)!;
  const balancedScore = sumOf(balanced);
  const results: ConstitutionResult[] = [
    ...biased,
    {
      constitution: balanced,
      score: balancedScore,
      result: balancedResult(
        balancedScore,
        biased.map((entry) => entry.score),
      ),
    },
  ];
  const qualifying = (entry: ConstitutionResult) => entry.result !== RESULT_CODES.no;
  // Mixed constitutions are normal: guide by the highest-scoring biased one, 是 before 倾向是.
  const byStrength = biased
    .filter(qualifying)
    .sort(
      (a, b) =>
        Number(b.result === RESULT_CODES.yes) - Number(a.result === RESULT_CODES.yes) ||
        b.score - a.score,
    );
  const balancedEntry = results.at(-1)!;
  const primary = byStrength[0] ?? (qualifying(balancedEntry) ? balancedEntry : undefined);
  const holds = (key: string) =>
    biased.some((entry) => entry.constitution.key === key && qualifying(entry));
  return {
    results,
    issues,
    primary,
    contradictory: holds('yinDeficiency') && holds('yangDeficiency'),
  };
};

/** The record's summary line: '气虚质（是）、阳虚质（倾向是）', or why there is none. */
export const constitutionSummary = (assessment: TcmAssessment): string => {
  const named = assessment.results
    .filter((entry) => entry.result !== RESULT_CODES.no)
    .map(
      (entry) => `${entry.constitution.name}（${resultLabel(entry.constitution, entry.result)}）`,
    );
  return named.length ? named.join('、') : '未达判定标准（2周后复测）';
};

/** Answer (9) from a BMI: <24 1 · 24–<25 2 · 25–<26 3 · 26–<28 4 · ≥28 5. */
export const bmiAnswer = (bmi: number): number =>
  bmi < 24 ? 1 : bmi < 25 ? 2 : bmi < 26 ? 3 : bmi < 28 ? 4 : 5;
