/** Small deterministic helpers the seed modules share: a seeded PRNG, money rounding and local dates. */

export interface SeedRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32, seeded from a label, so each seed section draws its own reproducible sequence. */
export function createSeedRandom(label: string): SeedRandom {
  let state = hashLabel(label);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    chance: (probability) => next() < probability,
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}

/** Money and hours to two decimals. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `now` moved by whole local days and set to a local time of day (the seed process's time zone). */
export function localTime(now: Date, dayOffset: number, hours: number, minutes = 0): Date {
  const date = new Date(now);
  date.setDate(date.getDate() + dayOffset);
  date.setHours(hours, minutes, 0, 0);
  return date;
}

/** Local midnight of the day `dayOffset` days from `now`. */
export function localMidnight(now: Date, dayOffset = 0): Date {
  return localTime(now, dayOffset, 0, 0);
}

/** `yyyy-MM-dd` of a date in the seed process's time zone. */
export function localDateText(date: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A moment earlier today: `fraction` (0–1) of the way from local midnight + 1 minute to `now`, on a
 * whole minute. When `now` is within the first minute of the day, local midnight itself.
 */
export function earlierToday(now: Date, fraction: number): Date {
  const start = localMidnight(now).getTime() + MINUTE_MS;
  const end = now.getTime();
  if (end <= start) return localMidnight(now);
  return new Date(start + Math.floor((end - start) * Math.min(Math.max(fraction, 0), 1) / MINUTE_MS) * MINUTE_MS);
}

/** The earlier of `date` and `now` minus `marginMinutes`, but never before `floor`. */
export function notAfterNow(date: Date, now: Date, floor: Date, marginMinutes = 5): Date {
  const latest = now.getTime() - marginMinutes * MINUTE_MS;
  const value = Math.min(date.getTime(), latest);
  return new Date(Math.max(value, floor.getTime()));
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

/** Local weekday: 0 Sunday … 6 Saturday. */
export function isWeekend(date: Date): boolean {
  const day = date.getDay();
  return day === 0 || day === 6;
}
