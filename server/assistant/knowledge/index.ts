import { antihypertensiveDrugs } from './antihypertensiveDrugs';
import { copdManagement, dyslipidemia, strokeFollowUp } from './chronicOther';
import { diabetesHighRisk, diabetesManagement } from './diabetes';
import { diabetesDrugs, diabeticFoot, hypoglycemia } from './diabetesCare';
import { elderlyHealth, tcmHealth } from './elderly';
import { healthEducation } from './healthEducation';
import { healthRecords } from './healthRecords';
import { hypertensionManagement, hypertensionScreening } from './hypertension';
import { childHealth, maternalHealth } from './maternalChild';
import { familyDoctor, serviceOverview } from './overview';
import { infectiousDiseaseReporting, vaccinationReaction } from './publicHealthReporting';
import { referral, twoDiseases } from './referral';
import { severeMentalDisorder } from './severeMental';
import { tuberculosis } from './tuberculosis';
import { type KnowledgeEntry } from './types';

export type { KnowledgeEntry } from './types';
export { fallbackAnswer } from './overview';
export { DISCLAIMER, SOURCES } from './sources';

/** Order breaks ties: the broader, more often asked topic first. */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  hypertensionManagement,
  hypertensionScreening,
  antihypertensiveDrugs,
  diabetesManagement,
  diabetesHighRisk,
  diabetesDrugs,
  hypoglycemia,
  diabeticFoot,
  twoDiseases,
  referral,
  elderlyHealth,
  tcmHealth,
  healthRecords,
  severeMentalDisorder,
  tuberculosis,
  childHealth,
  maternalHealth,
  healthEducation,
  infectiousDiseaseReporting,
  vaccinationReaction,
  serviceOverview,
  familyDoctor,
  dyslipidemia,
  strokeFollowUp,
  copdManagement,
];

const normalize = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

interface Hit {
  start: number;
  end: number;
}

const hitsOf = (haystack: string, needle: string): Hit[] => {
  const hits: Hit[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    hits.push({ start: at, end: at + needle.length });
  }
  return hits;
};

/** Every keyword of the whole base found in the text: a shorter word inside a longer one is not counted. */
const longestHits = (haystack: string): Hit[] =>
  KNOWLEDGE_BASE.flatMap((entry) =>
    entry.keywords.flatMap((keyword) => hitsOf(haystack, normalize(keyword))),
  );

const inside = (hit: Hit, other: Hit): boolean =>
  other.end - other.start > hit.end - hit.start && other.start <= hit.start && hit.end <= other.end;

/**
 * How strongly `text` points at `entry`: each keyword found adds its length squared, so one
 * specific term (二甲双胍, 4² = 16) beats a general one (糖尿病, 9). A keyword found only inside
 * a longer keyword (血糖 in 低血糖) does not count, and narrow topics weigh double.
 */
export const scoreEntry = (
  entry: KnowledgeEntry,
  text: string,
  all: Hit[] = longestHits(normalize(text)),
): number => {
  const haystack = normalize(text);
  const score = entry.keywords.reduce((sum, keyword) => {
    const needle = normalize(keyword);
    const counted = hitsOf(haystack, needle).some(
      (hit) => !all.some((other) => inside(hit, other)),
    );
    return counted ? sum + needle.length ** 2 : sum;
  }, 0);
  return score * (entry.weight ?? 1);
};

/** The best-matching entry, or undefined when no keyword appears at all. */
export const findEntry = (text: string): KnowledgeEntry | undefined => {
  const all = longestHits(normalize(text));
  let best: KnowledgeEntry | undefined;
  let bestScore = 0;
  for (const entry of KNOWLEDGE_BASE) {
    const score = scoreEntry(entry, text, all);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
};
