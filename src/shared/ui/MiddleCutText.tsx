/**
 * A name cut in its middle when its place is too narrow: 精神障碍补充信息 and 精神障碍随访记录 read
 * 精神…补充信息 and 精神…随访记录, not both 精神障碍…; siblings of a menu differ at their end.
 * The full name is the hover title.
 */

/** How many of the last characters stay whole. */
const KEPT_TAIL = 4;

/** The part that may be cut (with …) and the tail that always shows. */
export const middleCutParts = (text: string, tail = KEPT_TAIL): [head: string, tail: string] =>
  [...text].length > tail + 2
    ? [[...text].slice(0, -tail).join(''), [...text].slice(-tail).join('')]
    : [text, ''];

export function MiddleCutText({ text }: { text: string }) {
  const [head, tail] = middleCutParts(text);
  return (
    <span className="gw-middle-cut" title={text}>
      <span className="gw-middle-cut-head">{head}</span>
      {tail && <span className="gw-middle-cut-tail">{tail}</span>}
    </span>
  );
}
