import { type FormInstance } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';

import { type RulePrompt } from '@/domain/followUp';
import { checkedFieldRules, FamilyRecordDialog, showFieldIssues } from '@/features/resources';
import { type ConcreteFamilyId } from '@/services/contract';
import { useWatchNow } from '@/shared/form/useWatchNow';

/**
 * What the chronic and the mental/TB visit dialogs do alike around their own rules: watch the
 * values the rules read, create the missing management card, and refuse a visit without one.
 */

type Values = Record<string, unknown>;
type RuleIssue = { field: string; message: string; severity: string };

/**
 * The values the rules read, as the form holds them now (the record as loaded until the form
 * reports). Watched as text, so the caller re-renders only when one of those values changes;
 * `withKeystroke` for a small component (a live prompt), which then shows what a keystroke
 * changed in that keystroke's frame (useWatchNow).
 */
export const useWatchedSnapshot = <Snapshot extends object>(
  form: FormInstance,
  source: Values | undefined,
  snapshotOf: (values: Readonly<Values> | undefined) => Snapshot,
  { withKeystroke = false }: { withKeystroke?: boolean } = {},
): Snapshot => {
  const snapshotText = useWatchNow(form, (values: Values) => JSON.stringify(snapshotOf(values)), {
    withKeystroke,
  });
  return useMemo(
    () => (snapshotText ? (JSON.parse(snapshotText) as Snapshot) : snapshotOf(source)),
    [snapshotText, source, snapshotOf],
  );
};

/**
 * The 新增 dialog of the resident's management card, opened from the missing-card prompt with
 * the resident the visit is for (fixed when it opens: a stable seed).
 */
export const useManagementCardDialog = (
  form: FormInstance,
  cardFamilyId: ConcreteFamilyId,
): { openFor: (personNum: string | undefined) => void; dialog: ReactNode } => {
  const [cardSeed, setCardSeed] = useState<Values | null>(null);
  const openFor = (personNum: string | undefined) =>
    setCardSeed({
      personNum,
      name: form.getFieldValue('name') as unknown,
      sex: form.getFieldValue('sex') as unknown,
      IDCardNo: form.getFieldValue('IDCardNo') as unknown,
    });
  const dialog = cardSeed && (
    <FamilyRecordDialog
      familyId={cardFamilyId}
      open
      seed={cardSeed}
      onClose={() => setCardSeed(null)}
    />
  );
  return { openFor, dialog };
};

/**
 * Stops the save of a new visit for a resident without the card, saying so at 个人编号, or shows
 * the rules' refusals next to their fields; true when the save must stop.
 */
export const refusesVisit = (
  form: FormInstance,
  missingCardTitle: string | undefined,
  issues: readonly RuleIssue[],
): boolean => {
  if (missingCardTitle) {
    form.setFields([{ name: 'personNum', errors: [`请先为该居民建立${missingCardTitle}`] }]);
    form.scrollToField('personNum', { block: 'center' });
    return true;
  }
  return showFieldIssues(
    form,
    issues.filter((issue) => issue.severity === 'error'),
  );
};

/**
 * The field rules of a visit form: each checked field (re-checked when the fields it depends on
 * change) shows the rules' refusal of it, judged on all the values the form holds now.
 */
export const refusalRules = (
  form: FormInstance,
  checked: Readonly<Record<string, string[]>>,
  issuesOf: (values: Values) => readonly RuleIssue[],
  promptsOf?: (values: Values) => readonly RulePrompt[],
) =>
  checkedFieldRules(
    checked,
    (name) =>
      issuesOf(form.getFieldsValue(true) as Values).find(
        (issue) => issue.field === name && issue.severity === 'error',
      )?.message,
    promptsOf &&
      ((name) =>
        promptsOf(form.getFieldsValue(true) as Values)
          .filter((prompt) => prompt.field === name)
          .map((prompt) => prompt.message)
          .join('；') || undefined),
  );
