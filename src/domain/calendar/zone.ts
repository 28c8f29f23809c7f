/**
 * Which day and time it is in the deployment's zone (Asia/Shanghai unless configured): every
 * "today", date default, overdue count and file name reads it from here, on the server and in the
 * browser alike, whatever zone the machine or the browser is set to.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** Whether the runtime knows the zone (an IANA name such as 'Asia/Shanghai'). */
export const isTimeZone = (zone: string): boolean => {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
};

// A zone's offset changes at most at whole-hour-aligned instants in practice; one look-up per
// zone and hour keeps formatting cheap on hot paths (audit rows, seeding).
const offsets = new Map<string, number>();
const offsetAt = (zone: string, epochMs: number): number => {
  const hour = Math.floor(epochMs / HOUR_MS);
  const key = `${zone}|${hour}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const at = hour * HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const offset = wall - at;
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
};

/** 'YYYY-MM-DD HH:mm:ss' of an instant in the zone. */
export const dateTimeText = (
  epochMs: number = Date.now(),
  zone: string = DEFAULT_TIME_ZONE,
): string =>
  new Date(epochMs + offsetAt(zone, epochMs)).toISOString().slice(0, 19).replace('T', ' ');

/** 'YYYY-MM-DD' of an instant in the zone: "today" when called without an instant. */
export const dateText = (epochMs: number = Date.now(), zone: string = DEFAULT_TIME_ZONE): string =>
  dateTimeText(epochMs, zone).slice(0, 10);

/** The instant a zone's wall-clock 'YYYY-MM-DD[ HH:mm[:ss]]' names; NaN when unreadable. */
export const instantOf = (text: string, zone: string = DEFAULT_TIME_ZONE): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // The offset at the wall time read as UTC is right except within an hour of a change.
  const first = wall - offsetAt(zone, wall);
  return wall - offsetAt(zone, first);
};
