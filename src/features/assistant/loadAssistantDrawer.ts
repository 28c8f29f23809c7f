/**
 * The drawer and everything it pulls in (Ant Design X, markdown) load on first open, so none of
 * it is in the login or shell entry chunks.
 */
export const loadAssistantDrawer = () =>
  import(/* webpackChunkName: "assistant" */ './AssistantDrawer');
