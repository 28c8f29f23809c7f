import { Form } from 'antd';

import { WORK_SCORE_PARTS, workScoreGrade, workScoreTotal } from '@/domain/workScore';
import { type FormExtension, type FormExtensionContext } from '@/features/resources';

import { WorkScoreSummary } from './WorkScoreSummary';

/**
 * 考核汇总's dialog: 总分 and 等级 are read-only fields the server computes on save, so the form
 * shows the same rule's result (rules/workScore) while the parts are typed.
 */
export const useWorkScoreForm = ({ form }: FormExtensionContext): FormExtension => {
  const scores = (Form.useWatch([], { form, preserve: true }) ?? {}) as Record<string, unknown>;
  const total = workScoreTotal(scores);
  const missing = WORK_SCORE_PARTS.filter((part) => typeof scores[part.field] !== 'number').length;
  return {
    header: (
      <WorkScoreSummary
        total={total}
        grade={total === undefined ? undefined : workScoreGrade(total)}
        missing={missing}
      />
    ),
  };
};
