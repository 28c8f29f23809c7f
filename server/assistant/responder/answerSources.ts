import { type PageLink, type ToolFinding } from '../tools/toolTypes';
import { cell } from './reportParams';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** 随访工作台（与页面同一查询） · 孔城镇桐梓村卫生室 · 截至 2026-12-05 */
const sourceLine = (finding: ToolFinding): string | undefined => {
  const { data } = finding;
  const source = textOf(data.source);
  if (!source) return undefined;
  const when = textOf(data.today)
    ? `截至 ${String(data.today)}`
    : typeof data.year === 'number'
      ? `${data.year}年`
      : undefined;
  return [source, textOf(data.institution), when]
    .filter(Boolean)
    .map((part) => cell(part!))
    .join(' · ');
};

/** A link the drawer renders as a button that opens the page in a tab. */
const linkMarkdown = (link: PageLink): string =>
  `[${link.label.replace(/[[\]\\]/g, '')}](<${link.path.replace(/[<>\s]/g, '')}>)`;

/**
 * What closes an answer built on the platform's data: where each number comes from and the pages
 * that show it, as buttons. The server writes it after a model's answer too, so the links are
 * the tools' own and never a model's guess.
 */
export const sourcesAppendix = (findings: readonly ToolFinding[]): string => {
  const sources = [...new Set(findings.map(sourceLine).filter(Boolean))];
  const seen = new Set<string>();
  const links = findings
    .flatMap((finding) => finding.links)
    .filter((link) => (seen.has(link.path) ? false : (seen.add(link.path), true)));
  if (sources.length === 0 && links.length === 0) return '';
  const parts = [
    ...(sources.length > 0 ? [`数据来源：${sources.join('；')}`] : []),
    ...(links.length > 0 ? [links.map(linkMarkdown).join(' ')] : []),
  ];
  return `\n\n---\n\n${parts.join('\n\n')}`;
};
