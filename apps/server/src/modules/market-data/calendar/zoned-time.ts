/**
 * Wall-clock arithmetic in an IANA time zone with nothing but Intl: exchange sessions are defined in local
 * time (New York 17:00), and daylight-saving switches move them in UTC. No tz library is needed for that.
 */

export type ZonedParts = {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
};

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Building a DateTimeFormat costs far more than formatting with one, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local calendar date and time of an instant in a zone. */
export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const parts: Partial<ZonedParts> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    switch (part.type) {
      case 'weekday':
        parts.weekday = WEEKDAYS[part.value];
        break;
      case 'year':
      case 'month':
      case 'day':
      case 'hour':
      case 'minute':
      case 'second':
        parts[part.type] = Number(part.value);
        break;
      default:
        break;
    }
  }
  const { year, month, day, hour, minute, second, weekday } = parts;
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined ||
    weekday === undefined
  ) {
    throw new Error(`cannot read the local time in ${timeZone}`);
  }
  return { year, month, day, hour, minute, second, weekday };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (New York: -4 h or -5 h). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant a local wall-clock time happens in a zone. Month/day overflow is allowed (day 32 is the 1st
 * of the next month), which makes "the same time n days later" simple. A time skipped by a spring-forward
 * switch resolves to the instant one offset later; exchange hours never fall in that gap.
 */
export function zonedTimeToEpoch(
  local: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): number {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Two rounds converge: the first guess may sit on the other side of a DST switch.
  let guess = asUtc - zoneOffsetMs(asUtc, timeZone);
  guess = asUtc - zoneOffsetMs(guess, timeZone);
  return guess;
}
