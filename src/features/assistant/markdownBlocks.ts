const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * Splits markdown at blank lines into top-level blocks, so a streaming answer re-renders only
 * its last block: each finished block keeps its string and its memoised rendering. Blank lines
 * inside a code fence do not split, and a block that starts indented (a list item's next
 * paragraph) stays with the block before it.
 */
export const splitMarkdownBlocks = (text: string): string[] => {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let pendingBlank = false;

  const close = () => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };

  for (const line of text.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      current.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (line.trim() === '') {
      pendingBlank = current.length > 0 || blocks.length > 0;
      close();
      continue;
    }
    if (pendingBlank && /^\s/.test(line) && blocks.length > 0) {
      // Continuation of the previous block (indented): put it back together.
      current = [`${blocks.pop() ?? ''}\n`];
    }
    pendingBlank = false;
    if (marker) fence = marker;
    current.push(line);
  }
  close();
  return blocks;
};
