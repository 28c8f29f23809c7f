/**
 * Extracts every path of spec section 7.3 ('Path catalogue') from the spec's Markdown, so the
 * catalogue's coverage test can compare against the spec itself. Pure: text in, paths out.
 *
 * The section writes paths three ways, and this reads all three:
 * - a plain path: `/api/regions`, or a wildcard `/api/report/*` (kept as written);
 * - a path with sub-paths: `/api/hospitals (+ manage, cascader)` → /api/hospitals/manage …,
 *   where 'appointment and its examine' means appointment and appointment/examine;
 * - a bullet-wide 'each with …' clause: '(each with card, follow-up, formInit, … variants)'
 *   adds those sub-paths to every path of the bullet ('card' and 'follow-up' name the families
 *   themselves, not sub-paths).
 * A parenthesis without '+' describes ('(external lab and check systems)'), and a '+' item
 * that is not one identifier ('general analysis generators') names no path: both are skipped.
 */

const SECTION_HEADING = /^###\s+7\.3\b/;
const PATH_WITH_SUBPATHS = /(\/api\/[\w.*/]*[\w*])(?:\s*\(([^)]*)\))?/g;
const EACH_WITH = /\(each with ([^)]*)\)/;
const IDENTIFIER = /^[A-Za-z_][\w.]*$/;
/** Words of an 'each with' clause that name the families themselves. */
const FAMILY_KIND_WORDS = new Set(['card', 'follow-up']);

/** The lines of section 7.3, up to the next heading. */
export const specSection73 = (markdown: string): string[] => {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => SECTION_HEADING.test(line));
  if (start < 0) throw new Error('spec section 7.3 not found');
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('#'));
  return end < 0 ? rest : rest.slice(0, end);
};

/** 'a, b and its c, d and e' → ['a', 'b', 'b/c', 'd', 'e'], skipping non-identifiers. */
export const splitSubPaths = (list: string): string[] =>
  list
    .split(',')
    .map((item) => item.trim())
    .flatMap((item) => {
      const nested = /^(\S+) and its (\S+)$/.exec(item);
      if (nested) return [nested[1]!, `${nested[1]!}/${nested[2]!}`];
      return item.split(/\s+and\s+/);
    })
    .map((item) => item.trim().replace(/^\/+/, ''))
    .filter((item) => item.split('/').every((segment) => IDENTIFIER.test(segment)));

const eachWithSubPaths = (bullet: string): string[] => {
  const clause = EACH_WITH.exec(bullet)?.[1];
  if (!clause) return [];
  return splitSubPaths(clause.replace(/\s+variants\s*$/, '')).filter(
    (item) => !FAMILY_KIND_WORDS.has(item),
  );
};

/** The paths of one bullet of section 7.3. */
export const extractBulletPaths = (bullet: string): string[] => {
  const shared = eachWithSubPaths(bullet);
  const text = bullet.replace(EACH_WITH, '');
  const paths: string[] = [];
  for (const [, path, parenthesis] of text.matchAll(PATH_WITH_SUBPATHS)) {
    if (!path) continue;
    paths.push(path);
    if (path.endsWith('*')) continue;
    const own = parenthesis?.trim().startsWith('+')
      ? splitSubPaths(parenthesis.trim().slice(1))
      : [];
    for (const sub of [...shared, ...own]) paths.push(`${path}/${sub}`);
  }
  return paths;
};

/** Every path of spec section 7.3, unique and sorted. */
export const extractSpecPaths = (markdown: string): string[] => {
  const bullets = specSection73(markdown).filter((line) => line.trimStart().startsWith('- '));
  return [...new Set(bullets.flatMap(extractBulletPaths))].sort();
};
