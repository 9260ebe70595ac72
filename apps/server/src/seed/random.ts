import type * as FakerModule from '@faker-js/faker';

/**
 * faker, loaded only by a seed that draws from it, never by a server start that does not seed. Its English
 * data holds names such as 'Elvira' in two-byte strings, and once loaded V8 gives the same two-byte string
 * to every equal short string JSON.parse makes afterwards (a recipient's name in a row's JSON): one of them
 * on a page of orders made the whole answer two-byte, and measuring and encoding its 70 KB cost about
 * 0.3 ms more a request (docs/performance.md, 'No two-byte strings').
 */
export type FakerLibrary = typeof FakerModule;
export const loadFaker = (): Promise<FakerLibrary> => import('@faker-js/faker');

export const DAY_MS = 86_400_000;

/** FNV-1a: a stable 32-bit number from a name, so each area draws from its own seeded sequence. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A seeded source of randomness for one area of generated data. Each area has its own sequence, so
 * adding rows to one area never changes the rows of another; every date is taken relative to the anchor
 * (UTC midnight), so two runs with the same anchor give the same rows.
 */
export class SeedRandom {
  readonly faker: FakerModule.Faker;

  constructor(
    area: string,
    readonly anchor: Date,
    library: FakerLibrary,
  ) {
    this.faker = new library.Faker({ locale: [library.en_US, library.en, library.base] });
    this.faker.seed(hashName(area));
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  chance(probability: number): boolean {
    return this.faker.number.float({ min: 0, max: 1 }) < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  /** Up to n different items, in the order they were drawn. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.faker.helpers.arrayElements([...items], Math.min(n, items.length));
  }

  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.faker.number.float({ min: 0, max: total });
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll <= 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  digits(length: number): string {
    return this.faker.string.numeric({ length, allowLeadingZeros: false });
  }

  /** A moment `days` days before the anchor (negative: after it), at a random time of that day. */
  daysAgo(days: number, withTime = true): Date {
    const time = withTime ? this.int(7 * 60, 21 * 60) * 60_000 + this.int(0, 59_999) : 0;
    return new Date(this.anchor.getTime() - days * DAY_MS + time);
  }

  /** A random moment between two dates. */
  between(from: Date, to: Date): Date {
    const span = Math.max(0, to.getTime() - from.getTime());
    return new Date(from.getTime() + Math.floor(this.faker.number.float({ min: 0, max: 1 }) * span));
  }

  /** Money as the 2-decimal string the money columns take. */
  price(min: number, max: number, endings: readonly number[] = [0.99, 0.95, 0.0]): string {
    return (this.int(min, max) + this.pick(endings)).toFixed(2);
  }
}

/** The day a demo or test seed is relative to: today at UTC midnight unless one is given. */
export function anchorDay(date: Date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Adds whole days to a date. */
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Cents as the money columns' 2-decimal string. */
export const centsToMoney = (cents: number): string => (cents / 100).toFixed(2);
export const moneyToCents = (money: string): number => Math.round(Number(money) * 100);
