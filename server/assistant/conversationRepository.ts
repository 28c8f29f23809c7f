import { randomUUID } from 'node:crypto';

import { dateTimeText } from '../../src/domain/calendar';
import { type Db } from '../db/openDatabase';

/** How an answer row ended: still streaming, complete, cut off (client went away), failed. */
export const ANSWER_STATE = { generating: 0, complete: 1, cutOff: 2, failed: 3 } as const;
export type AnswerState = (typeof ANSWER_STATE)[keyof typeof ANSWER_STATE];

/** Titles are the first question, shortened to what the history list can show. */
export const TITLE_MAX_LENGTH = 40;

export interface ConversationSummary {
  ConversationMainID: string;
  Title: string;
  OperateTime: string;
}

export interface ConversationTurn {
  AIConversationDetailID: number;
  QueryText: string;
  ReasoningContent: string;
  ResultContent: string;
  OperateTime: string;
}

export interface ConversationDetail extends ConversationSummary {
  AIConversationDetail: ConversationTurn[];
}

interface MainRow {
  conversation_main_id: string;
  title: string;
  operate_time: number;
}

interface DetailRow {
  detail_id: number;
  query_text: string;
  reasoning_content: string;
  result_content: string;
  operate_time: number;
}

/**
 * The deployment zone's wall-clock time, as the contract's other timestamps ('2026-01-05
 * 14:03:21'), whatever zone the server machine runs in (docs: calendar, dates in the deployment
 * zone).
 */
export const formatOperateTime = (ms: number): string => dateTimeText(ms);

const toSummary = (row: MainRow): ConversationSummary => ({
  ConversationMainID: row.conversation_main_id,
  Title: row.title,
  OperateTime: formatOperateTime(row.operate_time),
});

export const titleFromQuestion = (question: string): string => {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  const points = Array.from(oneLine);
  return points.length > TITLE_MAX_LENGTH
    ? `${points.slice(0, TITLE_MAX_LENGTH).join('')}…`
    : oneLine;
};

/**
 * Conversations in SQLite, always scoped to one account: every query names the owner, so one
 * user can neither see nor delete another's conversations, even by guessing an id.
 */
export const createConversationRepository = (db: Db) => {
  const listStmt = db.prepare<[string], MainRow>(
    `SELECT conversation_main_id, title, operate_time FROM ai_conversation_mains
     WHERE user_account = ? ORDER BY operate_time DESC, create_time DESC`,
  );
  const findStmt = db.prepare<[string, string], MainRow>(
    `SELECT conversation_main_id, title, operate_time FROM ai_conversation_mains
     WHERE conversation_main_id = ? AND user_account = ?`,
  );
  const insertStmt = db.prepare(
    `INSERT INTO ai_conversation_mains (conversation_main_id, user_account, title, create_time, operate_time)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const detailsStmt = db.prepare<[string], DetailRow>(
    `SELECT detail_id, query_text, reasoning_content, result_content, operate_time
     FROM ai_conversation_details WHERE conversation_main_id = ? ORDER BY detail_id`,
  );
  const deleteStmt = db.prepare(
    'DELETE FROM ai_conversation_mains WHERE conversation_main_id = ? AND user_account = ?',
  );
  const touchStmt = db.prepare(
    `UPDATE ai_conversation_mains SET operate_time = ?, title = CASE WHEN title = '' THEN ? ELSE title END
     WHERE conversation_main_id = ?`,
  );
  const startStmt = db.prepare(
    `INSERT INTO ai_conversation_details (conversation_main_id, query_text, model, state, operate_time)
     VALUES (?, ?, ?, ${ANSWER_STATE.generating}, ?)`,
  );
  const finishStmt = db.prepare(
    'UPDATE ai_conversation_details SET reasoning_content = ?, result_content = ?, state = ? WHERE detail_id = ?',
  );

  return {
    list: (account: string): ConversationSummary[] => listStmt.all(account).map(toSummary),

    find: (account: string, id: string): ConversationSummary | undefined => {
      const row = findStmt.get(id, account);
      return row ? toSummary(row) : undefined;
    },

    create: (account: string, title: string, now = Date.now()): string => {
      const id = randomUUID();
      insertStmt.run(id, account, titleFromQuestion(title), now, now);
      return id;
    },

    detail: (account: string, id: string): ConversationDetail | undefined => {
      const row = findStmt.get(id, account);
      if (!row) return undefined;
      return {
        ...toSummary(row),
        AIConversationDetail: detailsStmt.all(id).map((detail) => ({
          AIConversationDetailID: detail.detail_id,
          QueryText: detail.query_text,
          ReasoningContent: detail.reasoning_content,
          ResultContent: detail.result_content,
          OperateTime: formatOperateTime(detail.operate_time),
        })),
      };
    },

    /** Deletes the account's own conversations among `ids`; returns how many went. */
    remove: (account: string, ids: readonly string[]): number =>
      db.transaction(() =>
        ids.reduce((count, id) => count + deleteStmt.run(id, account).changes, 0),
      )(),

    /** Records a question before its answer streams, naming the conversation after it if unnamed. */
    startAnswer: (
      conversationId: string,
      question: string,
      model: string,
      now = Date.now(),
    ): number =>
      db.transaction(() => {
        touchStmt.run(now, titleFromQuestion(question), conversationId);
        return Number(startStmt.run(conversationId, question, model, now).lastInsertRowid);
      })(),

    finishAnswer: (
      detailId: number,
      reasoning: string,
      content: string,
      state: AnswerState,
    ): void => {
      finishStmt.run(reasoning, content, state, detailId);
    },

    /** The finished turns, oldest first: the context an upstream model is given. */
    pastTurns: (conversationId: string): { question: string; answer: string }[] =>
      detailsStmt
        .all(conversationId)
        .filter((detail) => detail.result_content !== '')
        .map((detail) => ({ question: detail.query_text, answer: detail.result_content })),
  };
};

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
