import { Alert } from 'antd';

import { WORK_SCORE_GRADES, WORK_SCORE_PARTS, type WorkScoreGrade } from '@/domain/workScore';

interface WorkScoreSummaryProps {
  total: number | undefined;
  grade: WorkScoreGrade | undefined;
  /** Parts still without a score. */
  missing: number;
}

const gradeLabel = (grade: WorkScoreGrade): string =>
  WORK_SCORE_GRADES.find((entry) => entry.value === grade)?.label ?? '';

/** Above the 考核汇总 form: the total and grade the server will store, as the parts are typed. */
export function WorkScoreSummary({ total, grade, missing }: WorkScoreSummaryProps) {
  if (total === undefined || grade === undefined) {
    return (
      <Alert
        type="info"
        showIcon
        message={`还有 ${missing} 项得分未填写，填写完整后自动计算总分和等级（满分 100 分，共 ${WORK_SCORE_PARTS.length} 项）`}
      />
    );
  }
  return (
    <Alert
      type={grade === '4' ? 'warning' : 'success'}
      showIcon
      message={`总分 ${total} 分，等级：${gradeLabel(grade)}`}
      description="优秀 ≥ 90 分，良好 ≥ 80 分，合格 ≥ 60 分；保存时由系统按各项得分重新计算。"
    />
  );
}
