import { ASSISTANT_PATHS as CONTRACT_PATHS } from '../../src/services/contract/assistantPaths';

/**
 * Paths and messages of the assistant endpoints (server/README.md, "Assistant routes").
 * The paths come from the contract the client reads too; the server adds its test-only route.
 */
export const ASSISTANT_PATHS = {
  ...CONTRACT_PATHS,
  /** Test builds only (CAPTCHA_FIXED_CODE set): a long synthetic answer for the benchmark. */
  benchStream: '/api/test/assistant/chatStream',
} as const;

export const ASSISTANT_MESSAGES = {
  unknownConversation: '对话不存在或已删除',
  othersConversations: '只能查看本人的对话记录',
  unknownQuestion: '推荐问题不存在',
  emptyQuestion: '请输入您想咨询的问题',
} as const;
