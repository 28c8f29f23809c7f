import { Alert, Tag } from 'antd';

import { type SelfCareAssessment, SELF_CARE_MAX_TOTAL } from '@/domain/elderly';

/** One colour per band, from 可自理 to 不能自理. */
const BAND_COLOURS: Readonly<Record<string, string>> = {
  '1': 'success',
  '2': 'processing',
  '3': 'warning',
  '4': 'error',
};

/** 总评分 and the band above the form, or how many items are still unanswered. */
export function SelfCareSummary({ assessment }: { assessment: SelfCareAssessment }) {
  const { total, band, issues } = assessment;
  const unanswered = issues.filter((issue) => issue.message.startsWith('请评估'));
  return (
    <Alert
      className="gw-dialog-alert"
      type={band && band.code !== '1' ? 'warning' : 'info'}
      showIcon
      title={
        total === undefined || !band ? (
          <span>
            总评分将按五个项目自动计算（0～{SELF_CARE_MAX_TOTAL} 分），尚有 {unanswered.length}{' '}
            项未评估
          </span>
        ) : (
          <span>
            总评分 <Tag>{total} 分</Tag>
            自理能力 <Tag color={BAND_COLOURS[band.code]}>{band.label}</Tag>
          </span>
        )
      }
      description="判定标准：0～3分 可自理；4～8分 轻度依赖；9～18分 中度依赖；≥19分 不能自理。"
    />
  );
}
