import { App } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';

import { dateText } from '@/domain/calendar';
import {
  MENTAL_TB_VISIT_FAMILIES,
  NO_REFERRAL_REASON_FIELD,
  type RuledVisitFamily,
} from '@/domain/followUp';
import { mentalClassContradicts } from '@/domain/mental';
import {
  type FormExtension,
  type FormExtensionContext,
  type FormExtensionHook,
} from '@/features/resources';
import { concreteFamilyId, type ConcreteFamilyId, getFamily } from '@/services/contract';
import { askNoReferralReason } from '@/shared/ui/askNoReferralReason';
import { RulePromptSummary } from '@/shared/ui/RulePromptSummary';

import { useCarryOncePerPatient } from '../followUp/carryOnce';
import { numberOf, textOf } from '../followUp/followUpValues';
import { useFollowUpRecords } from '../followUp/useFollowUpRecords';
import {
  refusalRules,
  refusesVisit,
  useManagementCardDialog,
  useWatchedSnapshot,
} from '../followUp/visitFormParts';
import { visitStateOf } from '../followUp/VisitPromptsFrame';
import { ruledSnapshot, summarizeRuledVisit, visitSeed } from './ruledVisitModel';
import { RuledVisitPrompts } from './RuledVisitPrompts';

const today = () => dateText();

/** The fields the rules can refuse, and the fields whose change re-checks each. */
const CHECKED_FIELDS: Readonly<Record<string, string[]>> = {
  classificationReason: [
    'visitClassification',
    'riskLevel',
    'currentSymptoms',
    'insight',
    'severeCondition',
  ],
  referralHospital: ['referral'],
  nextVisitDate: ['visitDate', 'stopDate', 'stopReason'],
  actualDoses: ['plannedDoses', 'stopDate', 'stopReason'],
  actualVisits: ['plannedVisits'],
  stopDate: ['stopReason'],
  stopReason: ['stopDate'],
  plannedDoses: ['stopDate', 'stopReason'],
  // Where the rule prompts show (mentalVisitRulePrompts, tuberculosisVisitRulePrompts).
  riskLevel: [],
  currentSymptoms: [],
  insight: [],
  severeCondition: [],
  visitClassification: [],
  adverseReaction: [],
  complication: [],
  missedDoses: ['usage'],
};

/**
 * The behaviour of the severe-mental-disorder and tuberculosis visit dialogs (national-forms
 * §7–§9), like the hypertension follow-up's: a new visit starts from the patient's last one (or
 * the TB card), the class, phase and next date are proposed until the doctor picks their own,
 * 危险性 3–5级 or a TB reaction prompts the referral block, 服药率 is computed, the card is
 * required, and the shared rules stop a save with the reason next to the field.
 */
export const ruledVisitForm = (familyId: ConcreteFamilyId): FormExtensionHook => {
  const found = MENTAL_TB_VISIT_FAMILIES[familyId];
  if (!found) throw new Error(`${familyId} is not a mental or TB visit family`);
  const family: RuledVisitFamily = found;
  const catalogueFields = getFamily(familyId).fields ?? [];

  return function useRuledVisitForm({ mode, form, source, id }: FormExtensionContext) {
    const { modal } = App.useApp();
    const readOnly = mode === 'view';
    const snapshot = useWatchedSnapshot(form, source, ruledSnapshot);
    const personNum = textOf(snapshot.personNum);
    const visitDate = textOf(snapshot.visitDate);
    const records = useFollowUpRecords(familyId, family, personNum, id, visitDate);
    const context = { today: today(), intensiveMonths: numberOf(records.card?.intensiveMonths) };
    const summary = summarizeRuledVisit(family, snapshot, context);
    const chosenClass = textOf(snapshot.visitClassification);

    // The doctor's own choices win over proposals from then on.
    const touched = useRef({
      visitClassification: mode !== 'create',
      nextVisitDate: mode !== 'create',
      treatmentPhase: mode !== 'create',
    });
    const cardDialog = useManagementCardDialog(form, concreteFamilyId(family.cardFamilyId));

    // Start from the patient's last visit once per patient; switching patients clears it. The
    // proposals follow at once, so a visit opened with its findings (or a TB month) shows its
    // class and date.
    const carryOnce = useCarryOncePerPatient(form, catalogueFields);
    if (
      mode === 'create' &&
      personNum &&
      records.lastVisitLoaded &&
      records.hasCard !== undefined
    ) {
      carryOnce(
        personNum,
        () => visitSeed(family, { lastVisit: records.lastVisit, card: records.card, visitDate }),
        () => applyProposals(form.getFieldsValue(true) as Record<string, unknown>),
      );
    }

    function applyProposals(all: Record<string, unknown>) {
      const values = ruledSnapshot(all);
      const patch: Record<string, unknown> = {};
      const first = summarizeRuledVisit(family, values, context);
      if (!touched.current.visitClassification && first.proposedClassification) {
        patch.visitClassification = first.proposedClassification;
      }
      if (!touched.current.treatmentPhase && first.proposedPhase) {
        patch.treatmentPhase = first.proposedPhase;
      }
      const next = summarizeRuledVisit(family, { ...values, ...patch }, context);
      if (!touched.current.nextVisitDate) {
        patch.nextVisitDate = next.proposedNextVisitDate
          ? dayjs(next.proposedNextVisitDate)
          : undefined;
      }
      if (catalogueFields.some((field) => field.name === 'doseRate')) {
        patch.doseRate = next.doseRate;
      }
      form.setFieldsValue(patch);
    }

    const onValuesChange = (changed: Record<string, unknown>, all: Record<string, unknown>) => {
      for (const name of ['visitClassification', 'nextVisitDate', 'treatmentPhase'] as const) {
        if (name in changed) touched.current[name] = true;
      }
      if (!readOnly) applyProposals(all);
    };

    const fillReferral = () => {
      if (family.kind === 'mental') {
        form.setFieldsValue({ referral: '2', referralReason: summary.referralReason });
        form.scrollToField('referralHospital', { block: 'center', focus: true });
      } else {
        form.setFieldsValue({ referralReason: summary.referralReason });
        form.scrollToField('referralDepartment', { block: 'center', focus: true });
      }
    };

    const fieldRules = refusalRules(
      form,
      CHECKED_FIELDS,
      (values) => summarizeRuledVisit(family, ruledSnapshot(values), context).issues,
      (values) => summarizeRuledVisit(family, ruledSnapshot(values), context).prompts,
    );

    const saveBlocked = mode === 'create' && records.hasCard === false;
    const beforeSave = async (values: Record<string, unknown>) => {
      const result = summarizeRuledVisit(family, ruledSnapshot(values), context);
      // A referral the rules call for and 转诊 left empty is asked about after the refusals.
      const issues = result.issues.filter((issue) => issue.field !== NO_REFERRAL_REASON_FIELD);
      if (refusesVisit(form, saveBlocked ? family.cardTitle : undefined, issues)) return undefined;
      if (issues.length === result.issues.length) return values;
      const reason = await askNoReferralReason(modal, {
        reasons: [result.referralReason ?? result.reasons.join('、')].filter(Boolean),
      });
      if (reason === undefined) {
        form.scrollToField(family.kind === 'mental' ? 'referral' : 'referralDepartment', {
          block: 'center',
          focus: true,
        });
        return undefined;
      }
      form.setFieldsValue({ noReferralReason: reason });
      return { ...values, noReferralReason: reason };
    };

    const visit = visitStateOf(
      { readOnly, personNum, records, snapshot, cardDialog, fillReferral },
      mentalClassContradicts(chosenClass, summary.proposedClassification),
    );
    const header = (
      <>
        <RuledVisitPrompts family={family} summary={summary} visit={visit} />
        {cardDialog.dialog}
      </>
    );
    const extension: FormExtension = {
      header,
      ...(summary.prompts.length && !readOnly
        ? { footerNote: <RulePromptSummary prompts={summary.prompts} form={form} /> }
        : {}),
      saveBlocked,
      onValuesChange,
      fieldRules,
      beforeSave,
    };
    return extension;
  };
};
