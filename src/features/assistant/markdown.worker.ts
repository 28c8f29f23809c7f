/// <reference lib="webworker" />
import { markdownTree } from './markdownTree';

/** The request and reply of the markdown worker: the texts of one update, their trees in order. */
export interface MarkdownWorkerRequest {
  texts: string[];
}
export interface MarkdownWorkerReply {
  texts: string[];
  trees: ReturnType<typeof markdownTree>[];
}

declare const self: DedicatedWorkerGlobalScope;

/**
 * Parses the markdown blocks of a streaming answer off the page's main thread (issue 18): the
 * page posts the new and growing blocks of an update together and gets their trees in one reply,
 * so it renders them in one pass.
 */
self.onmessage = (event: MessageEvent<MarkdownWorkerRequest>) => {
  const { texts } = event.data;
  const reply: MarkdownWorkerReply = { texts, trees: texts.map(markdownTree) };
  self.postMessage(reply);
};
