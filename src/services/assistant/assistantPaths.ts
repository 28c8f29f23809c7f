/**
 * The assistant endpoints (spec 7.2; docs/ARCHITECTURE.md, "Assistant endpoints"). The reference
 * server spells the same paths in server/assistant/contract.ts.
 */
export const ASSISTANT_PATHS = {
  conversations: '/api/AIConversationMains',
  deleteConversations: '/api/AIConversationMains/deletes',
  chatStream: '/api/AIConversationMains/chatStream',
  questions: '/api/AIProblemTemplateLibrarys',
  questionClick: '/api/AIProblemTemplateLibrarys/clickCount',
  lectureReportStream: '/api/AIAnalysisTemplates/generalLectureReport',
  examinationReportStream: '/api/AIAnalysisTemplates/generalExaminationReport',
} as const;

/**
 * Spec 7.2: a reasoning model when deep thinking is on, otherwise a general chat model. The
 * server maps these names to the deployment's own models.
 */
export const ASSISTANT_MODELS = { chat: 'deepseek-chat', reasoning: 'deepseek-reasoner' } as const;
