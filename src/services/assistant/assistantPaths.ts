export { ASSISTANT_PATHS } from '../contract/assistantPaths';

/**
 * Spec 7.2: a reasoning model when deep thinking is on, otherwise a general chat model. The
 * server maps these names to the deployment's own models.
 */
export const ASSISTANT_MODELS = { chat: 'deepseek-chat', reasoning: 'deepseek-reasoner' } as const;
