import {
  maskIdCard,
  maskName,
  maskPhone,
  MOBILE_IN_TEXT,
  normalizeIdCard,
} from '../../src/domain/identity';
import { type Db } from '../db/openDatabase';

/** Runs of Chinese characters, where a resident's name can stand. */
const HAN_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/gu;
/** An 18-character citizen ID number standing alone in text. */
const ID_NUMBER = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;

const NAME_LENGTHS = [2, 3, 4];
/** Enough for a long question; a text beyond it is scanned in its first part only. */
const SCANNED_CHARS = 4000;
const LOOKUP_BATCH = 500;

/** Every 2–4 character stretch of Chinese in the texts: the names they might contain. */
const nameCandidates = (texts: readonly string[]): string[] => {
  const candidates = new Set<string>();
  for (const text of texts) {
    for (const [run] of text.slice(0, SCANNED_CHARS).matchAll(HAN_RUN)) {
      const chars = Array.from(run);
      for (const length of NAME_LENGTHS) {
        for (let at = 0; at + length <= chars.length; at += 1) {
          candidates.add(chars.slice(at, at + length).join(''));
        }
      }
    }
  }
  return [...candidates];
};

/**
 * The residents' names (of any institution) that appear in the texts, longest first: looked up on
 * the indexed name column of the archives in batches, never by reading every resident.
 */
export const residentNamesIn = (db: Db, texts: readonly string[]): string[] => {
  const candidates = nameCandidates(texts);
  const statement = db.prepare<[string], { name: string }>(
    `SELECT DISTINCT name FROM resource_records
     WHERE family = 'persons' AND name IN (SELECT value FROM json_each(?))`,
  );
  const found: string[] = [];
  for (let at = 0; at < candidates.length; at += LOOKUP_BATCH) {
    const batch = candidates.slice(at, at + LOOKUP_BATCH);
    for (const row of statement.all(JSON.stringify(batch))) found.push(row.name);
  }
  return found.sort((a, b) => Array.from(b).length - Array.from(a).length);
};

/** Text on its way to a model, and a model's arguments on their way back. */
export interface OutboundText {
  /** What may leave: ID and phone numbers masked, residents' names masked unless the model is local. */
  mask(text: string): string;
  /** A model's argument with a masked name or ID number turned back into what the user typed. */
  unmask(value: string): string;
}

/**
 * The privacy rule of the upstream model (DESIGN.md Security; server/README.md, assistant): a
 * resident's name leaves as 王*福 unless LLM_LOCAL declares the model inside the deployment; ID
 * and phone numbers never leave. `texts` are what the request will send of the user's own words
 * (the question, earlier turns), where names are found; what the tools return is masked already.
 */
export const createOutboundText = (
  db: Db,
  texts: readonly string[],
  options: { local: boolean },
): OutboundText => {
  const names = options.local ? [] : residentNamesIn(db, texts);
  const back = new Map<string, string>();
  for (const name of names) {
    const masked = maskName(name);
    // Two names with one mask (王德福, 王长福): the first found answers for both.
    if (!back.has(masked)) back.set(masked, name);
  }
  const ids = new Map<string, string>();
  const mask = (text: string): string => {
    let out = text.replace(ID_NUMBER, (id) => {
      const masked = maskIdCard(normalizeIdCard(id));
      ids.set(masked, normalizeIdCard(id));
      return masked;
    });
    out = out.replace(MOBILE_IN_TEXT, (phone) => maskPhone(phone));
    for (const name of names) out = out.split(name).join(maskName(name));
    return out;
  };
  for (const text of texts) mask(text);
  return {
    mask,
    unmask: (value) => {
      const trimmed = value.trim();
      return back.get(trimmed) ?? ids.get(trimmed) ?? trimmed;
    },
  };
};
