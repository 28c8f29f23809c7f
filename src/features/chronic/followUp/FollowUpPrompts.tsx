import { Alert, Tag } from 'antd';
import { memo } from 'react';

import { VISIT_CLASS_LABELS, type VisitClass } from '@/domain/codes';
import {
  BLOOD_PRESSURE_DISEASES,
  type ChronicFollowUpFamily,
  type FollowUpAssessment,
} from '@/domain/followUp';

import { fillReferralAction, VisitPromptsFrame, type VisitState } from './VisitPromptsFrame';

export interface FollowUpPromptsProps {
  family: ChronicFollowUpFamily;
  assessment: FollowUpAssessment;
  visit: VisitState;
  age: number | undefined;
  elderlyAge: number;
  chosenClass: string | undefined;
}

const label = (code: string | undefined) =>
  code && code in VISIT_CLASS_LABELS ? VISIT_CLASS_LABELS[code as VisitClass] : '—';

/**
 * What the rules say about the visit being recorded, above the form: a missing management card,
 * danger signs and the referral they call for, and the proposed class and next date. Memoised:
 * the watch's answer to a keystroke already shown brings the same props, and draws nothing.
 */
export const FollowUpPrompts = memo(function FollowUpPrompts({
  family,
  assessment,
  visit,
  age,
  elderlyAge,
  chosenClass,
}: FollowUpPromptsProps) {
  const { contradiction } = visit;
  return (
    <VisitPromptsFrame
      visit={visit}
      chooseResidentHint="请先选择居民：系统将核对管理卡，并带入该居民上次随访的用药、目标和生活方式。"
      cardTitle={family.cardTitle}
      missingCardText="随访记录只能为已建卡的患者填写，请先建立管理卡。"
      createCardLabel="建立管理卡"
    >
      {assessment.dangerSigns.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="危急情况，建议紧急转诊"
          description={`${assessment.dangerSigns
            .map((sign) => sign.message)
            .join('；')}。请紧急处理后转诊，并在2周内主动随访转诊情况。`}
          action={fillReferralAction(visit)}
        />
      )}
      {assessment.dangerSigns.length === 0 && assessment.routineReferralReasons.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={
            assessment.secondUncontrolled && assessment.routineReferralReasons.length === 1
              ? '连续两次控制不满意，建议转诊'
              : `${assessment.routineReferralReasons.join('、')}，建议转诊`
          }
          description="按规范应转诊上级医院，并在2周内主动随访转诊情况。"
          action={fillReferralAction(visit)}
        />
      )}
      {assessment.proposedClassification && (
        <Alert
          type={contradiction ? 'warning' : 'info'}
          showIcon
          title={
            <span>
              按本次测量值建议：此次随访分类{' '}
              <Tag color={assessment.proposedClassification === '1' ? 'success' : 'error'}>
                {label(assessment.proposedClassification)}
              </Tag>
              下次随访日期 <Tag>{assessment.proposedNextVisitDate ?? '—'}</Tag>
            </span>
          }
          description={
            [
              age !== undefined &&
              age >= elderlyAge &&
              BLOOD_PRESSURE_DISEASES.includes(family.disease)
                ? `患者 ${age} 岁，血压目标按 ${elderlyAge} 岁及以上标准（<150/90 mmHg）。`
                : '',
              contradiction
                ? `所选分类“${label(chosenClass)}”与测量值不符，请在“分类说明”中写明理由。`
                : '',
            ]
              .filter(Boolean)
              .join('') || undefined
          }
        />
      )}
    </VisitPromptsFrame>
  );
});
