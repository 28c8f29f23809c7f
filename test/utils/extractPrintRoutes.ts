/**
 * The print routes of spec section 2.3, read from the spec's Markdown: the section's first line
 * that starts with /print/ lists them separated by semicolons. Pure: text in, patterns out.
 */
export const extractPrintRoutes = (markdown: string): string[] => {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^###\s+2\.3\b/.test(line));
  if (start < 0) throw new Error('spec section 2.3 not found');
  const list = lines.slice(start + 1).find((line) => line.startsWith('/print/'));
  if (!list) throw new Error('spec section 2.3 lists no /print/ route');
  return list
    .split(';')
    .map((item) => item.trim().replace(/\.$/, ''))
    .filter(Boolean);
};
