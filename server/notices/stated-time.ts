/**
 * The moment a notice states (trading opens, deposits stop), read from its title, else from the
 * start of its body: "2026-11-28 10:00 (UTC)", "Nov 28, 2026 at 10:00 UTC", "11월 28일 10:00",
 * "2026年11月28日 10:00 (UTC+8)", Upbit's "(04/28 03:00 ~)", or a time alone with its zone
 * ("10:00 (KST)"), dated from the item's own time. A zone written anywhere in the text applies;
 * without one the exchange's own zone does (Korean exchanges write KST, the others UTC).
 * The result is checked against notice.ts's range by the caller.
 */

/** Year-month-day and a time: "2026-11-28 10:00", "2026/11/28, 10:00". */
export const NUMERIC_DATE_TIME = /\b(20\d\d)[-/.](\d{1,2})[-/.](\d{1,2})[ T,]{1,3}(?:at )?(\d{1,2}):(\d{2})/;
/** A month's name: "Nov 28, 2026, 10:00", "November 28, 2026 at 10:00". */
export const NAMED_DATE_TIME = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.? (\d{1,2}),? (20\d\d)[, ]{0,2}(?:at )?(\d{1,2}):(\d{2})/i;
/** Korean and Chinese dates: "2026년 11월 28일 (토) 10:00", "11月28日 10:00". */
export const CJK_DATE_TIME = /(?:(20\d\d) ?[년年] ?)?(\d{1,2}) ?[월月] ?(\d{1,2}) ?[일日][^0-9]{0,12}(\d{1,2})[:：](\d{2})/;
/** Month/day and a time: Upbit's "(04/28 03:00 ~)". */
export const SLASHED_DATE_TIME = /\b(\d{1,2})\/(\d{1,2}) (\d{1,2}):(\d{2})/;
/** A time with its zone: "10:00 (KST)", "10:00 UTC+8". */
export const ZONED_TIME = /\b(\d{1,2}):(\d{2}) ?\(?(?:UTC|GMT|KST|HKT|SGT)/;
/** A zone: "UTC", "(UTC+8)", "GMT+09:00", "KST". */
export const ZONE = /\b(UTC|GMT|KST|HKT|SGT)(?: ?([+-]) ?(\d{1,2})(?::?(\d{2}))?)?/;

/** The title and this much of the body are read. */
export const BODY_READ = 1_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ZONE_MINUTES: Record<string, number> = { UTC: 0, GMT: 0, KST: 540, HKT: 480, SGT: 480 };
/** Exchanges that write their notices' times in Korea's time. */
const KOREAN = new Set(['Upbit', 'Bithumb', 'Korbit', 'Coinone']);

/** The offset from UTC, in minutes, that a text states, or undefined. */
function statedOffset(text: string): number | undefined {
  const zone = ZONE.exec(text);
  if (!zone) return undefined;
  const [, name, sign, hours, minutes] = zone;
  const offset = sign ? (Number(hours) * 60 + Number(minutes ?? 0)) * (sign === '-' ? -1 : 1) : ZONE_MINUTES[name!]!;
  return Math.abs(offset) <= 14 * 60 ? offset : undefined;
}

/** ms since the epoch of a wall-clock time at an offset, or undefined when a part is out of range. */
function at(year: number, month: number, day: number, hour: number, minute: number, offset: number): number | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 24 || minute > 59) return undefined;
  const time = Date.UTC(year, month - 1, day, hour, minute) - offset * MINUTE;
  // Date.UTC rolls 31 February into March: such a date is not one.
  return new Date(time + offset * MINUTE).getUTCDate() === day || hour === 24 ? time : undefined;
}

/** The year a date without one falls in: the one that puts it nearest the notice's own time. */
function nearestYear(month: number, day: number, hour: number, minute: number, offset: number, around: number): number | undefined {
  const year = new Date(around + offset * MINUTE).getUTCFullYear();
  const candidates = [year - 1, year, year + 1].map((each) => at(each, month, day, hour, minute, offset)).filter((time) => time !== undefined);
  return candidates.sort((a, b) => Math.abs(a - around) - Math.abs(b - around))[0];
}

function readTime(text: string, offset: number, around: number): number | undefined {
  let found = NUMERIC_DATE_TIME.exec(text);
  if (found) return at(Number(found[1]), Number(found[2]), Number(found[3]), Number(found[4]), Number(found[5]), offset);
  found = NAMED_DATE_TIME.exec(text);
  if (found) return at(Number(found[3]), MONTHS.indexOf(found[1]!.toLowerCase()) + 1, Number(found[2]), Number(found[4]), Number(found[5]), offset);
  found = CJK_DATE_TIME.exec(text);
  if (found) {
    const [, year, month, day, hour, minute] = found.map(Number);
    return year ? at(year, month!, day!, hour!, minute!, offset) : nearestYear(month!, day!, hour!, minute!, offset, around);
  }
  found = SLASHED_DATE_TIME.exec(text);
  if (found) return nearestYear(Number(found[1]), Number(found[2]), Number(found[3]), Number(found[4]), offset, around);
  found = ZONED_TIME.exec(text);
  if (!found) return undefined;
  // A time alone is the next such moment from a little before the notice (it may say a time just passed).
  const local = new Date(around + offset * MINUTE);
  const time = at(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), Number(found[1]), Number(found[2]), offset);
  return time !== undefined && time < around - 2 * 60 * MINUTE ? time + DAY : time;
}

/** `around`: the item's time. */
export function statedTime(title: string, body: string | undefined, exchange: string, around: number): number | undefined {
  for (const text of [title, (body ?? '').slice(0, BODY_READ)]) {
    const offset = statedOffset(text) ?? (KOREAN.has(exchange) ? ZONE_MINUTES.KST! : 0);
    const time = readTime(text, offset, around);
    if (time !== undefined) return time;
  }
  return undefined;
}
