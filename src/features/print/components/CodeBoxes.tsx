/** Codes written in boxes, one per box, as the paper's □ fields are filled. */
export function CodeBoxes({ codes, count }: { codes: readonly string[]; count?: number }) {
  const shown = count
    ? [...codes, ...Array<string>(Math.max(0, count - codes.length)).fill('')]
    : codes;
  if (shown.length === 0) return <span className="paper-box" />;
  return (
    <span className="paper-boxes">
      {shown.map((code, index) => (
        <span key={index} className="paper-box">
          {code}
        </span>
      ))}
    </span>
  );
}
