/**
 * The assistant endpoints (spec 7.2; server/README.md, "Assistant routes"). Contract data:
 * the client's assistant API and the reference server both read these paths from here.
 */
export const ASSISTANT_PATHS = {
  conversations: '/api/AIConversationMains',
  capabilities: '/api/AIConversationMains/capabilities',
  deleteConversations: '/api/AIConversationMains/deletes',
  chatStream: '/api/AIConversationMains/chatStream',
  questions: '/api/AIProblemTemplateLibrarys',
  questionClick: '/api/AIProblemTemplateLibrarys/clickCount',
  lectureReportStream: '/api/AIAnalysisTemplates/generalLectureReport',
  examinationReportStream: '/api/AIAnalysisTemplates/generalExaminationReport',
} as const;

/**
 * What the deployment's assistant can do, so the drawer is honest about it: without an upstream
 * model it answers from built-in templates and the platform's data (内置应答); deep thinking needs
 * a reasoning model, web search a search backend (the reference server has none).
 */
export interface AssistantCapabilities {
  /** An OpenAI-compatible model is configured (LLM_BASE_URL, LLM_API_KEY, a model name). */
  upstream: boolean;
  /** A reasoning model is configured (LLM_REASONING_MODEL): 深度思考 can be offered. */
  reasoning: boolean;
  /** A web search backend is configured: 联网搜索 can be offered. */
  webSearch: boolean;
}
