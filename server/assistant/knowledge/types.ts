/** One topic of the built-in responder's knowledge base. */
export interface KnowledgeEntry {
  id: string;
  /** The topic as it is named in the reasoning text. */
  title: string;
  /**
   * Words that point at this entry. Longer words weigh more, so 二甲双胍 outweighs 糖尿病 in
   * "糖尿病患者能用二甲双胍吗" and the drug entry answers.
   */
  keywords: readonly string[];
  /**
   * 2 for a narrow topic (a drug, hypoglycaemia) that should win over the broad disease entry
   * when both match; 1 otherwise.
   */
  weight?: number;
  /** The thinking steps shown when deep thinking is on. */
  reasoning: readonly string[];
  /** Markdown: headings, lists and at least one table where the topic has numbers. */
  answer: string;
}
