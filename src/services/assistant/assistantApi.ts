import { HISTORY_PAGE_SIZE, SUGGESTED_QUESTIONS_PAGE_SIZE } from '@/shared/constants';

import { api } from '../api';
import { type AssistantCapabilities } from '../contract/assistantPaths';
import { type ApiError } from '../http/apiError';
import { ASSISTANT_PATHS } from './assistantPaths';
import {
  type ConversationDetail,
  type ConversationSummary,
  type ItemsResponse,
  type SuggestedQuestion,
} from './assistantTypes';

const CONVERSATIONS = 'AssistantConversation';

/**
 * Spec 8: a refusal (Success false) on history or detail shows the server's Message in a warning
 * box; network failures of the assistant's calls are swallowed (the caller just stops loading).
 */
const businessAs =
  (display: ApiError['display']) =>
  (error: ApiError): ApiError =>
    error.status === 'BUSINESS' ? { ...error, display } : { ...error, display: 'silent' };

export interface HistoryArgs {
  userAcc: string;
}

export interface DeleteConversationsArgs {
  ids: string[];
  /** Names the cached history list to update; not sent. */
  userAcc: string;
}

/** The assistant's REST calls (spec 7.2), injected into the one API. */
export const assistantApi = api.enhanceEndpoints({ addTagTypes: [CONVERSATIONS] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** What this deployment's assistant can do; the drawer disables the rest and says why. */
    assistantCapabilities: build.query<AssistantCapabilities, void>({
      query: () => ({ url: ASSISTANT_PATHS.capabilities }),
      transformErrorResponse: businessAs('silent'),
      keepUnusedDataFor: 3600,
    }),

    conversationList: build.query<ConversationSummary[], HistoryArgs>({
      query: ({ userAcc }) => ({
        url: ASSISTANT_PATHS.conversations,
        params: { UserAcc: userAcc, PageNumber: 1, PageSize: HISTORY_PAGE_SIZE },
      }),
      transformResponse: (response: ItemsResponse<ConversationSummary> | null) =>
        response?.items ?? [],
      transformErrorResponse: businessAs('warning'),
      providesTags: [{ type: CONVERSATIONS, id: 'LIST' }],
    }),

    createConversation: build.mutation<string, void>({
      query: () => ({ url: ASSISTANT_PATHS.conversations, method: 'POST', body: { Title: '' } }),
      transformResponse: (response: { ConversationMainID?: string | number } | null) =>
        String(response?.ConversationMainID ?? ''),
      // The answer bubble shows why the question could not be asked.
      transformErrorResponse: businessAs('silent'),
      invalidatesTags: [{ type: CONVERSATIONS, id: 'LIST' }],
    }),

    conversationDetail: build.query<ConversationDetail, string>({
      query: (id) => ({ url: `${ASSISTANT_PATHS.conversations}/${encodeURIComponent(id)}` }),
      transformErrorResponse: businessAs('warning'),
      providesTags: (_result, _error, id) => [{ type: CONVERSATIONS, id }],
    }),

    deleteConversations: build.mutation<unknown, DeleteConversationsArgs>({
      query: ({ ids }) => ({ url: ASSISTANT_PATHS.deleteConversations, method: 'POST', body: ids }),
      transformErrorResponse: businessAs('warning'),
      // The list loses the rows at once, without a refetch that would flash the old list.
      async onQueryStarted({ ids, userAcc }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          assistantApi.util.updateQueryData('conversationList', { userAcc }, (draft) =>
            draft.filter((item) => !ids.includes(item.ConversationMainID)),
          ),
        );
      },
    }),

    suggestedQuestions: build.query<SuggestedQuestion[], { batch: number }>({
      // `batch` only makes 换一批 a new cache entry, so a fresh random batch is fetched.
      query: () => ({
        url: ASSISTANT_PATHS.questions,
        params: { IsRandomSort: true, PageNumber: 1, PageSize: SUGGESTED_QUESTIONS_PAGE_SIZE },
      }),
      transformResponse: (response: ItemsResponse<SuggestedQuestion> | null) =>
        response?.items ?? [],
      transformErrorResponse: businessAs('silent'),
      keepUnusedDataFor: 5,
    }),

    countQuestionClick: build.mutation<unknown, number>({
      query: (id) => ({
        url: ASSISTANT_PATHS.questionClick,
        method: 'POST',
        params: { aIProblemTemplateLibraryID: id },
      }),
      // A lost click count is not the user's concern.
      transformErrorResponse: businessAs('silent'),
    }),
  }),
});

export const {
  useAssistantCapabilitiesQuery,
  useConversationListQuery,
  useSuggestedQuestionsQuery,
} = assistantApi;
