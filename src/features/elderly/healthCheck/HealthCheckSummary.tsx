import { Alert, Tag } from 'antd';

import { ELDERLY_AGE } from '@/domain/elderly';
import { blockingCheckIssues, type HealthCheckAssessment } from '@/domain/healthCheck';

/** At most this many open items are named; the rest are counted. */
const SHOWN_ISSUES = 6;

interface HealthCheckSummaryProps {
  assessment: HealthCheckAssessment | undefined;
  /** A resident is chosen but their record, cards or assessments are still loading. */
  loading: boolean;
}

/**
 * Above the 健康体检表: who the check is for (the items shown follow from it), what the rules
 * found (健康评价 must say 有异常 and name them) and what keeps the check from being complete
 * (national-forms.md §3.12), each sentence as the server would refuse it.
 */
export function HealthCheckSummary({ assessment, loading }: HealthCheckSummaryProps) {
  if (!assessment) {
    return (
      <Alert
        className="gw-dialog-alert"
        type="info"
        showIcon
        title={
          loading
            ? '正在读取居民的档案、管理卡和生活自理能力评估…'
            : `请先选择居民：表中按年龄、性别和所患疾病显示需填写的项目（${ELDERLY_AGE}岁及以上老年人、糖尿病患者的足背动脉等）。`
        }
      />
    );
  }
  const { selfCare, findings } = assessment;
  const blocking = blockingCheckIssues(assessment).filter(
    (issue) => !assessment.hidden.has(issue.field),
  );
  const who = [
    assessment.elderly ? `${ELDERLY_AGE}岁及以上老年人` : undefined,
    assessment.required.has('dorsalisPedis') ? '糖尿病患者（须查足背动脉搏动）' : undefined,
  ].filter(Boolean);
  return (
    <div className="gw-health-check-summary" aria-label="体检表提示">
      <Alert
        className="gw-dialog-alert"
        type={findings.length > 0 ? 'warning' : 'info'}
        showIcon
        title={
          <span>
            {who.length > 0 ? `体检对象：${who.join('、')}。` : ''}
            {selfCare
              ? `生活自理能力按${selfCare.assessedOn}评估：${selfCare.band.label}（${selfCare.total}分）。`
              : ''}
            {findings.length > 0 ? (
              <>
                本次体检发现 <Tag color="warning">{findings.length} 项异常</Tag>
                健康评价应为“有异常”。
              </>
            ) : (
              '暂未发现异常。'
            )}
          </span>
        }
        description={
          findings.length > 0 ? findings.map((finding) => finding.text).join('；') : undefined
        }
      />
      {blocking.length > 0 && (
        <Alert
          className="gw-dialog-alert"
          type="error"
          showIcon
          title={`尚有 ${blocking.length} 项未完成，完成后方可保存（不完整的体检表为不规范）`}
          description={
            <ul className="gw-issue-list">
              {blocking.slice(0, SHOWN_ISSUES).map((issue) => (
                <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
              ))}
              {blocking.length > SHOWN_ISSUES && <li>另有 {blocking.length - SHOWN_ISSUES} 项</li>}
            </ul>
          }
        />
      )}
    </div>
  );
}
