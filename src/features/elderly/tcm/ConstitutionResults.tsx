import { Alert, Flex, Tag, Typography } from 'antd';

import { RESULT_CODES, resultLabel, type TcmAssessment, TCM_QUESTIONS } from '@/domain/tcm';

import { type LatestBmi } from './useLatestBmi';

export interface ConstitutionResultsProps {
  assessment: TcmAssessment;
  answered: number;
  /** The BMI question (9) was proposed from, when it was. */
  proposedFrom: LatestBmi | undefined;
}

const TAG_COLOUR: Readonly<Record<string, string | undefined>> = {
  [RESULT_CODES.yes]: 'error',
  [RESULT_CODES.leaning]: 'warning',
  [RESULT_CODES.no]: undefined,
};

/**
 * The nine constitutions as the answers score them, above the form: 得分 and 是 / 倾向是 (平和质
 * 是 / 基本是), the one to guide by, and a recheck when 阴虚 and 阳虚 both hold.
 */
export function ConstitutionResults({
  assessment,
  answered,
  proposedFrom,
}: ConstitutionResultsProps) {
  const complete = assessment.results.length > 0;
  return (
    <Flex vertical gap={8} className="gw-dialog-alert">
      {proposedFrom && (
        <Alert
          type="info"
          showIcon
          title={`第(9)题已按最近一次体检（${proposedFrom.checkDate}）的体质指数 ${proposedFrom.bmi} 建议作答，可修改。`}
        />
      )}
      <Alert
        type={assessment.contradictory ? 'warning' : 'info'}
        showIcon
        title={
          complete ? (
            <span>
              体质辨识：
              {assessment.primary ? (
                <>
                  以 <Tag color="blue">{assessment.primary.constitution.name}</Tag>为主进行保健指导
                </>
              ) : (
                '未达到任一体质的判定标准，请2周后复测'
              )}
            </span>
          ) : (
            `请逐题作答，不得漏项：已答 ${answered}/${TCM_QUESTIONS.length} 题，答完后自动计算各体质得分。`
          )
        }
        description={
          complete ? (
            <Flex wrap gap={6} data-testid="tcm-constitution-results">
              {assessment.results.map(({ constitution, score, result }) => (
                <Tag key={constitution.key} color={TAG_COLOUR[result]}>
                  {constitution.name} {score}分
                  {result !== RESULT_CODES.no && ` ${resultLabel(constitution, result)}`}
                </Tag>
              ))}
              {assessment.contradictory && (
                <Typography.Text type="warning">
                  阴虚质与阳虚质同时判定，结果矛盾，请复核问卷。
                </Typography.Text>
              )}
            </Flex>
          ) : undefined
        }
      />
    </Flex>
  );
}
