import { type Db } from '../db/openDatabase';

export interface SuggestedQuestion {
  AIProblemTemplateLibraryID: number;
  ContentText: string;
  ClickCount: number;
}

interface Row {
  template_id: number;
  content_text: string;
  click_count: number;
}

const toQuestion = (row: Row): SuggestedQuestion => ({
  AIProblemTemplateLibraryID: row.template_id,
  ContentText: row.content_text,
  ClickCount: row.click_count,
});

/** The suggested-question library (seeded by migration 050), shared by all users. */
export const createQuestionRepository = (db: Db) => {
  const countStmt = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM ai_problem_templates');
  // Random batches for 换一批; otherwise the most clicked first, a stable order for paging.
  const randomStmt = db.prepare<[number], Row>(
    'SELECT template_id, content_text, click_count FROM ai_problem_templates ORDER BY RANDOM() LIMIT ?',
  );
  const pageStmt = db.prepare<[number, number], Row>(
    `SELECT template_id, content_text, click_count FROM ai_problem_templates
     ORDER BY click_count DESC, template_id LIMIT ? OFFSET ?`,
  );
  const clickStmt = db.prepare(
    'UPDATE ai_problem_templates SET click_count = click_count + 1 WHERE template_id = ?',
  );

  return {
    count: (): number => countStmt.get()?.n ?? 0,
    random: (size: number): SuggestedQuestion[] => randomStmt.all(size).map(toQuestion),
    page: (pageNumber: number, pageSize: number): SuggestedQuestion[] =>
      pageStmt.all(pageSize, (pageNumber - 1) * pageSize).map(toQuestion),
    /** Whether the question exists (and was counted). */
    countClick: (id: number): boolean => clickStmt.run(id).changes === 1,
  };
};

export type QuestionRepository = ReturnType<typeof createQuestionRepository>;
