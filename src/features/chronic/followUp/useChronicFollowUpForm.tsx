import { App } from 'antd';
import { useCallback, useMemo, useRef } from 'react';

import { dateText } from '@/domain/calendar';
import {
  assessFollowUp,
  type ChronicDisease,
  carryOverFromLastVisit,
  heightFromLastCheck,
  CHRONIC_FOLLOW_UP_FAMILIES,
  type FollowUpContext,
  followUpRulePrompts,
  NO_REFERRAL_REASON_FIELD,
} from '@/domain/followUp';
import { bodyMassIndex } from '@/domain/measures';
import {
  type FormExtension,
  type FormExtensionContext,
  type FormExtensionHook,
  toDraftBody,
  writeChangedValues,
} from '@/features/resources';
import { useFollowUpSummaryQuery } from '@/services/chronic/chronicApi';
import { getFollowUpRules } from '@/services/config/runtimeConfig';
import { concreteFamilyId, type ConcreteFamilyId, getFamily } from '@/services/contract';
import { askNoReferralReason } from '@/shared/ui/askNoReferralReason';

import { BloodPressureTrend, GlucoseTrend } from '../trends/ResidentTrend';
import { useCarryOncePerPatient } from './carryOnce';
import { numberOf, ruleSnapshot, textOf } from './followUpValues';
import { LiveFollowUpPrompts, LiveRulePromptSummary, type LiveRules } from './LiveFollowUpPrompts';
import { referralFill, referralReasonsOf } from './referralFill';
import { useFollowUpRecords } from './useFollowUpRecords';
import {
  refusalRules,
  refusesVisit,
  useManagementCardDialog,
  useWatchedSnapshot,
} from './visitFormParts';

const today = () => dateText();

/**
 * What the dialog itself re-renders for: the resident and the visit date, which choose the
 * records the rules read. The values the rules judge are watched by the prompts alone
 * (LiveFollowUpPrompts), so a keystroke re-renders the prompts and the field typed in.
 */
const visitKeyOf = (values: Readonly<Record<string, unknown>> | undefined) => {
  const { personNum, visitDate } = ruleSnapshot(values);
  return { personNum, visitDate };
};

/**
 * The trend beside the form, for the diseases whose chart the catalogue serves (the hypertension
 * and diabetes follow-ups' `bloodpressurechart` / `bloodsugarchart`); the others show none.
 */
const TRENDS: Partial<Record<ChronicDisease, typeof BloodPressureTrend>> = {
  hypertension: BloodPressureTrend,
  diabetes: GlucoseTrend,
};

/** The fields the rules can refuse, and the fields whose change re-checks each. */
const CHECKED_FIELDS: Readonly<Record<string, string[]>> = {
  // The controlling values also show 连续两次控制不满意, which turns on the class.
  sbp: ['dbp', 'visitClassification'],
  dbp: [],
  fastingBloodGlucose: ['visitClassification'],
  heartRate: [],
  spo2: [],
  painScore: ['visitClassification'],
  catScore: ['exacerbations', 'visitClassification'],
  symptoms: [],
  adverseReactionUncontrolled: [],
  complication: [],
  weight: [],
  targetWeight: [],
  height: [],
  nextVisitDate: ['visitDate'],
  // A class chosen against the measured values is pointed out under it.
  visitClassification: [
    'sbp',
    'dbp',
    'fastingBloodGlucose',
    'catScore',
    'exacerbations',
    'painScore',
    'adverseReaction',
  ],
  nextVisitDateReason: [
    'nextVisitDate',
    'visitDate',
    'visitClassification',
    'sbp',
    'dbp',
    'fastingBloodGlucose',
    'heartRate',
    'symptoms',
    'adverseReaction',
    'adverseReactionUncontrolled',
    'complication',
  ],
  classificationReason: [
    'visitClassification',
    'sbp',
    'dbp',
    'fastingBloodGlucose',
    'catScore',
    'exacerbations',
    'painScore',
    'adverseReaction',
    'adverseReactionUncontrolled',
    'complication',
  ],
};

/** Codes → names of a select field of the family, for the danger-sign messages. */
const optionLabels = (familyId: ConcreteFamilyId, fieldName: string): Record<string, string> => {
  const field = (getFamily(familyId).fields ?? []).find(
    (candidate) => candidate.name === fieldName,
  );
  return Object.fromEntries((field?.options ?? []).map((option) => [option.value, option.label]));
};

/**
 * The behaviour of a chronic follow-up dialog (hypertension and diabetes, then the platform's
 * follow-ups without a national form: stroke, COPD, tumour and high-risk, all in
 * CHRONIC_FOLLOW_UP_FAMILIES): BMI computed, the class and the next date proposed as values are
 * typed (until the doctor picks their own), danger signs and a second 控制不满意 prompting a
 * referral, the patient's last visit carried over, the management card required, and the shared
 * plausibility rules before saving.
 */
export const chronicFollowUpForm = (familyId: ConcreteFamilyId): FormExtensionHook => {
  const family = CHRONIC_FOLLOW_UP_FAMILIES[familyId];
  if (!family) throw new Error(`${familyId} is not a chronic follow-up family`);
  const catalogueFamily = getFamily(familyId);
  const formFields = catalogueFamily.fields ?? [];
  const symptomLabels = optionLabels(familyId, 'symptoms');

  return function useChronicFollowUpForm({ mode, form, source, id }: FormExtensionContext) {
    const { modal } = App.useApp();
    const readOnly = mode === 'view';
    // The home summary names the user's superior institution (the default 转诊机构); a user
    // without the work list gets a 403 and simply no default.
    const { data: summary } = useFollowUpSummaryQuery(undefined, { skip: readOnly });
    const visitKey = useWatchedSnapshot(form, source, visitKeyOf);
    const personNum = textOf(visitKey.personNum);
    const visitDate = textOf(visitKey.visitDate);
    const records = useFollowUpRecords(familyId, family, personNum, id, visitDate);
    const previousClassification = textOf(records.lastVisit?.visitClassification);
    const todayText = today();
    // One object while the patient's facts hold, so the memoised rules and rows keep theirs.
    const context: FollowUpContext = useMemo(
      () => ({ age: records.age, previousClassification, today: todayText, symptomLabels }),
      [records.age, previousClassification, todayText],
    );
    // The deployment's thresholds (FOLLOW_UP_RULES, through /config.js), as the server uses.
    const rules = getFollowUpRules().chronic;
    const live: LiveRules = useMemo(
      () => ({ form, source, disease: family.disease, context, rules }),
      [form, source, context, rules],
    );
    const assessNow = () =>
      assessFollowUp(
        family.disease,
        ruleSnapshot(form.getFieldsValue(true) as Record<string, unknown>),
        context,
        rules,
      );

    // The doctor's own choices win over proposals from then on.
    const touched = useRef({
      visitClassification: mode !== 'create',
      nextVisitDate: mode !== 'create',
    });
    const cardDialog = useManagementCardDialog(form, concreteFamilyId(family.cardFamilyId));

    const carryOnce = useCarryOncePerPatient(form, formFields);

    const applyProposals = useCallback(
      (all: Record<string, unknown>) => {
        const values = ruleSnapshot(all);
        const result = assessFollowUp(family.disease, values, context, rules);
        const patch: Record<string, unknown> = {};
        if (!touched.current.visitClassification && result.proposedClassification) {
          patch.visitClassification = result.proposedClassification;
        }
        const withClass = { ...values, ...patch };
        const next = assessFollowUp(
          family.disease,
          withClass,
          context,
          rules,
        ).proposedNextVisitDate;
        if (!touched.current.nextVisitDate && next) patch.nextVisitDate = next;
        const height = numberOf(all.height);
        const bmi = bodyMassIndex(numberOf(all.weight), height);
        const targetBmi = bodyMassIndex(numberOf(all.targetWeight), height);
        if (bmi !== undefined) patch.bmi = bmi;
        if (targetBmi !== undefined) patch.targetBmi = targetBmi;
        // Only what differs is written: a write re-renders the field and the fields that depend
        // on it, on every keystroke in a value the rules read.
        writeChangedValues(form, formFields, toDraftBody(formFields, all), patch);
      },
      // context changes with the loaded records; the proposal must use the latest.
      [form, context, rules],
    );

    // Carry the last visit over once per patient; switching patients clears what was carried.
    // 体质指数 is computed from the carried 身高 and 体重 at once (a write fires no change).
    if (mode === 'create' && personNum && records.lastVisitLoaded) {
      carryOnce(
        personNum,
        (current) => ({
          ...(records.lastVisit ? carryOverFromLastVisit(records.lastVisit, current) : {}),
          ...heightFromLastCheck(records.lastVisit, records.latestCheck, current),
        }),
        () => applyProposals(form.getFieldsValue(true) as Record<string, unknown>),
      );
    }

    const onValuesChange = (changed: Record<string, unknown>, all: Record<string, unknown>) => {
      if ('visitClassification' in changed) touched.current.visitClassification = true;
      if ('nextVisitDate' in changed) touched.current.nextVisitDate = true;
      // The fields the proposal writes (class, next date, BMI: those whose value changes) render
      // with the keystroke, so the class in its field shows in the frame of the proposal above.
      if (!readOnly) applyProposals(all);
    };

    const fillReferral = () => {
      const fill = referralFill({
        disease: family.disease,
        assessment: assessNow(),
        currentHospital: form.getFieldValue('referralHospital') as unknown,
        lastVisitHospital: records.lastVisit?.referralHospital,
        superiorHospital: summary?.referralTarget?.hospitalName,
      });
      form.setFieldsValue({
        referralReason: fill.referralReason,
        ...(fill.referralHospital ? { referralHospital: fill.referralHospital } : {}),
      });
      if (fill.hospitalMissing) {
        form.setFields([{ name: 'referralHospital', errors: ['请填写转诊机构及科别'] }]);
        form.scrollToField('referralHospital', { block: 'center', focus: true });
      } else {
        form.scrollToField('referralReason', { block: 'center' });
      }
    };

    const confirmExtremes = (messages: string[]) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: '请确认以下测量值',
          content: messages.join('；'),
          okText: '已核实，继续保存',
          cancelText: '返回修改',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });

    // Refusals show next to their field as values are typed, and stop the save like any rule.
    // Prompts (danger signs, referral reasons) show under the field that triggers them.
    // Stable while the patient's facts hold: the form's field rows are memoised on it.
    const fieldRules = useMemo(
      () =>
        refusalRules(
          form,
          CHECKED_FIELDS,
          (values) => assessFollowUp(family.disease, ruleSnapshot(values), context, rules).issues,
          (values) =>
            followUpRulePrompts(
              family.disease,
              assessFollowUp(family.disease, ruleSnapshot(values), context, rules),
              textOf(values.visitClassification),
            ),
        ),
      [form, context, rules],
    );

    const saveBlocked = mode === 'create' && records.hasCard === false;
    const beforeSave = async (values: Record<string, unknown>) => {
      const result = assessFollowUp(family.disease, ruleSnapshot(values), context, rules);
      // A referral the rules call for and 转诊 left empty is asked about last, after the refusals.
      const unconfirmedReferral = result.issues.some(
        (issue) => issue.field === NO_REFERRAL_REASON_FIELD,
      );
      const issues = result.issues.filter((issue) => issue.field !== NO_REFERRAL_REASON_FIELD);
      if (refusesVisit(form, saveBlocked ? family.cardTitle : undefined, issues)) {
        return undefined;
      }
      const toConfirm = issues.filter((issue) => issue.severity === 'confirm');
      let confirmed = Boolean(values.valuesConfirmed);
      if (toConfirm.length && !confirmed) {
        confirmed = await confirmExtremes(toConfirm.map((issue) => issue.message));
        if (!confirmed) {
          form.scrollToField(toConfirm[0]!.field, { block: 'center' });
          return undefined;
        }
        form.setFieldsValue({ valuesConfirmed: true });
      }
      let noReferral: Record<string, unknown> = {};
      if (unconfirmedReferral) {
        const reason = await askNoReferralReason(modal, { reasons: referralReasonsOf(result) });
        if (reason === undefined) {
          form.scrollToField('referralReason', { block: 'center', focus: true });
          return undefined;
        }
        form.setFieldsValue({ noReferralReason: reason });
        noReferral = { noReferralReason: reason };
      }
      return {
        ...values,
        ...(toConfirm.length ? { valuesConfirmed: confirmed } : {}),
        ...noReferral,
      };
    };

    const header = (
      <>
        <LiveFollowUpPrompts
          live={live}
          family={family}
          visitBase={{ readOnly, personNum, records, cardDialog, fillReferral }}
          age={records.age}
          elderlyAge={rules.bloodPressure.elderlyAge}
        />
        {cardDialog.dialog}
      </>
    );
    const Trend = TRENDS[family.disease];
    const extension: FormExtension = {
      header,
      ...(readOnly ? {} : { footerNote: <LiveRulePromptSummary live={live} /> }),
      aside: Trend && <Trend personNum={personNum} height={220} />,
      saveBlocked,
      onValuesChange,
      fieldRules,
      beforeSave,
    };
    return extension;
  };
};
