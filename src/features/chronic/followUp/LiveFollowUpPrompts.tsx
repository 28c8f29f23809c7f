import { type FormInstance } from 'antd';
import { useDeferredValue, useMemo } from 'react';

import {
  assessFollowUp,
  type ChronicDisease,
  type ChronicFollowUpFamily,
  type ChronicRuleConfig,
  classificationContradicts,
  type FollowUpAssessment,
  type FollowUpContext,
  followUpRulePrompts,
} from '@/domain/followUp';
import { RulePromptSummary } from '@/shared/ui/RulePromptSummary';

import { FollowUpPrompts } from './FollowUpPrompts';
import { ruleSnapshot, type RuleSnapshot, textOf } from './followUpValues';
import { useWatchedSnapshot } from './visitFormParts';
import { visitStateOf } from './VisitPromptsFrame';

type Values = Record<string, unknown>;

/** What the rules are judged with besides the form's values: the patient and the deployment. */
export interface LiveRules {
  form: FormInstance;
  source: Values | undefined;
  disease: ChronicDisease;
  context: FollowUpContext;
  rules: ChronicRuleConfig;
}

/**
 * The rules' assessment (national-forms §4.1 class, next date, danger signs) of the values the
 * form holds now. Only the component that calls it re-renders as a value is typed, in the
 * keystroke's own frame: the form's fields and the dialog around them do not. `deferred`: a
 * frame or so later instead (React's `useDeferredValue`), for what can wait for the proposal.
 */
const useLiveAssessment = (
  { form, source, disease, context, rules }: LiveRules,
  { deferred = false }: { deferred?: boolean } = {},
): { snapshot: RuleSnapshot; assessment: FollowUpAssessment } => {
  const typed = useWatchedSnapshot(form, source, ruleSnapshot, { withKeystroke: true });
  const later = useDeferredValue(typed);
  const snapshot = deferred ? later : typed;
  const assessment = useMemo(
    () => assessFollowUp(disease, snapshot, context, rules),
    [disease, snapshot, context, rules],
  );
  return { snapshot, assessment };
};

/** Where the visit stands apart from the values typed (the resident, the card, the actions). */
type VisitBase = Omit<Parameters<typeof visitStateOf>[0], 'snapshot'>;

/** The follow-up's prompts above the form, judged live on the values typed. */
export function LiveFollowUpPrompts({
  live,
  family,
  visitBase,
  age,
  elderlyAge,
}: {
  live: LiveRules;
  family: ChronicFollowUpFamily;
  visitBase: VisitBase;
  age: number | undefined;
  elderlyAge: number;
}) {
  const { snapshot, assessment } = useLiveAssessment(live);
  const chosenClass = textOf(snapshot.visitClassification);
  const contradiction = classificationContradicts(chosenClass, assessment.proposedClassification);
  const visit = useMemo(
    () => visitStateOf({ ...visitBase, snapshot }, contradiction),
    [visitBase, snapshot, contradiction],
  );
  return (
    <FollowUpPrompts
      family={family}
      assessment={assessment}
      visit={visit}
      age={age}
      elderlyAge={elderlyAge}
      chosenClass={chosenClass}
    />
  );
}

/**
 * The rule prompts beside 保存, judged live on the values typed (none: nothing shown). After the
 * keystroke's frame: the proposal above the form and the digit typed are drawn first.
 */
export function LiveRulePromptSummary({ live }: { live: LiveRules }) {
  const { snapshot, assessment } = useLiveAssessment(live, { deferred: true });
  const prompts = followUpRulePrompts(
    live.disease,
    assessment,
    textOf(snapshot.visitClassification),
  );
  return <RulePromptSummary prompts={prompts} form={live.form} />;
}
