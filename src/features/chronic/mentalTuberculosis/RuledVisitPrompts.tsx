import { Alert, Tag } from 'antd';

import { type RuledVisitFamily } from '@/domain/followUp';

import {
  fillReferralAction,
  VisitPromptsFrame,
  type VisitState,
} from '../followUp/VisitPromptsFrame';
import { type RuledVisitSummary } from './ruledVisitModel';

export interface RuledVisitPromptsProps {
  family: RuledVisitFamily;
  summary: RuledVisitSummary;
  visit: VisitState;
}

const CLASS_COLORS: Record<string, string> = { '1': 'error', '2': 'warning', '3': 'success' };
const PHASES: Record<string, string> = { '1': '强化期', '2': '继续期' };

/**
 * What the rules say about the visit being recorded, above the form: a missing card, the
 * referral 危险性 3–5级 or a TB reaction calls for, missed doses to report, and the proposals.
 */
export function RuledVisitPrompts({ family, summary, visit }: RuledVisitPromptsProps) {
  const proposals = [
    summary.classificationLabel && (
      <span key="class">
        本次随访分类{' '}
        <Tag color={CLASS_COLORS[summary.proposedClassification ?? ''] ?? 'default'}>
          {summary.classificationLabel}
        </Tag>
      </span>
    ),
    summary.proposedPhase && (
      <span key="phase">
        治疗阶段 <Tag>{PHASES[summary.proposedPhase] ?? summary.proposedPhase}</Tag>
      </span>
    ),
    summary.proposedNextVisitDate && (
      <span key="next">
        下次随访日期 <Tag>{summary.proposedNextVisitDate}</Tag>
      </span>
    ),
    summary.doseRate !== undefined && (
      <span key="rate">
        服药率 <Tag color={summary.irregularDosing ? 'error' : 'success'}>{summary.doseRate}%</Tag>
      </span>
    ),
  ].filter(Boolean);
  return (
    <VisitPromptsFrame
      visit={visit}
      chooseResidentHint={`请先选择居民：系统将核对${family.cardTitle}，并带入该居民上次随访的${
        family.kind === 'mental' ? '用药和康复措施' : '化疗方案、督导方式和生活方式'
      }。`}
      cardTitle={family.cardTitle}
      missingCardText="随访记录只能为已建档管理的患者填写，请先建立。"
      createCardLabel="立即建立"
    >
      {summary.referralAdvised && (
        <Alert
          type="error"
          showIcon
          title={
            family.kind === 'mental'
              ? `${summary.referralReason ?? '病情不稳定'}，建议立即转诊`
              : `出现${summary.referralReason ?? '药物不良反应或并发症'}，建议立即转诊`
          }
          description={
            family.kind === 'mental'
              ? '按规范应对症处理后立即转诊上级医院，并在2周内随访转诊情况；必要时报告公安部门并协助送诊。'
              : '按规范应立即转诊，并在2周内随访转诊结果。'
          }
          action={fillReferralAction(visit)}
        />
      )}
      {summary.missedDosesReport && (
        <Alert
          type="warning"
          showIcon
          title="漏服药超过1周，请报告上级专业机构"
          description="连续漏服可能导致治疗失败和耐药，请加强督导并查找漏服原因。"
        />
      )}
      {summary.closing && summary.irregularDosing && (
        <Alert
          type="warning"
          showIcon
          title={`全程服药率 ${summary.doseRate}%，低于规则服药标准（90%）`}
        />
      )}
      {proposals.length > 0 && (
        <Alert
          type={visit.contradiction ? 'warning' : 'info'}
          showIcon
          title={<span>按本次评估建议：{proposals}</span>}
          description={
            [
              summary.reasons.length && family.kind === 'mental'
                ? `依据：${summary.reasons.join('、')}。`
                : '',
              visit.contradiction ? '所选分类轻于本次评估结果，请在“分类说明”中写明理由。' : '',
            ]
              .filter(Boolean)
              .join('') || undefined
          }
        />
      )}
    </VisitPromptsFrame>
  );
}
