/**
 * The assistant endpoints (spec 7.2; server/README.md, "Assistant routes"). Contract data:
 * the client's assistant API and the reference server both read these paths from here.
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
