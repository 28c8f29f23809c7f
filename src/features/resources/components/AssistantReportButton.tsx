import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';

import { assistantActions } from '@/features/assistant';
import { readShellFlags } from '@/services/config/shellFlags';
import { type ConcreteFamilySpec } from '@/services/contract';
import { type ResourceRow } from '@/services/resources';
import { useAppDispatch } from '@/shared/hooks/storeHooks';
import { RowAction } from '@/shared/ui/rowActions';

import { recordReportOf, REPORT_ACTION_LABEL, reportKindOf } from '../model/assistantReport';

/**
 * Whether this family's rows may offer the assistant's document: the deployment shows the
 * assistant (spec 2.4, isAIShow) and the family has one. The table sizes its action column by it.
 */
export const assistantReportOf = (family: ConcreteFamilySpec) =>
  readShellFlags().showAssistant ? reportKindOf(family) : null;

interface AssistantReportButtonProps {
  family: ConcreteFamilySpec;
  row: ResourceRow;
  /** `link` on a table row, `button` in the record dialog's footer. */
  variant?: 'link' | 'button';
}

/**
 * AI解读 on a 健康体检 record, 生成讲座报告 on a lecture: opens the assistant drawer in the
 * document's mode with the record's content. Renders nothing where the deployment hides the
 * assistant or the record has no document (a bulletin board is no lecture).
 */
export function AssistantReportButton({
  family,
  row,
  variant = 'link',
}: AssistantReportButtonProps) {
  const dispatch = useAppDispatch();
  const report = assistantReportOf(family) ? recordReportOf(family, row) : null;
  if (!report) return null;
  const open = () =>
    dispatch(
      assistantActions.opened({
        mode: report.kind,
        report: { title: report.title, params: report.params },
      }),
    );
  return variant === 'link' ? (
    <RowAction onClick={open}>{REPORT_ACTION_LABEL[report.kind]}</RowAction>
  ) : (
    <Button icon={<RobotOutlined />} onClick={open}>
      {REPORT_ACTION_LABEL[report.kind]}
    </Button>
  );
}
