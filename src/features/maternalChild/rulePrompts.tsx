import { type App } from 'antd';

import { type MaternalPrompt } from '@/domain/maternal';
import { askNoReferralReason } from '@/shared/ui/askNoReferralReason';

/**
 * Asks, before saving, whether the woman is really not referred although the rules call for it,
 * and why (the shared question, in the maternal forms' words).
 */
export const askMaternalNoReferralReason = (
  modal: ReturnType<typeof App.useApp>['modal'],
  prompts: readonly MaternalPrompt[],
): Promise<string | undefined> =>
  askNoReferralReason(modal, {
    reasons: prompts.map((prompt) => prompt.message),
    title: '检查结果提示需要转诊，确认不转诊吗？',
    placeholder: '如：孕妇拒绝转诊，已告知风险',
  });
