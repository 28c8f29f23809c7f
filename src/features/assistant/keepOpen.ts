/**
 * Spec 2.6: a click outside the drawer closes it, except on the assistant menu, the assistant
 * button or a confirm box. Those carry this attribute (any value): the navbar's entry, a menu
 * item that opens the assistant, and the drawer's own confirm boxes.
 */
export const ASSISTANT_KEEP_OPEN_ATTR = 'data-assistant-keep-open';

/** Props that mark an element: `<button {...keepAssistantOpen}>`. */
export const keepAssistantOpen = { [ASSISTANT_KEEP_OPEN_ATTR]: '' } as const;
