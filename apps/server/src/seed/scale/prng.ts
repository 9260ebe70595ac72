/**
 * A small fast PRNG (mulberry32). The scale generator makes millions of rows, where faker's per-call
 * cost would dominate; seeding it per row from the row's number makes every row a pure function of
 * that number, so orders can name their buyer without reading the customer back.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = (seed ^ 0x9e3779b9) >>> 0;
    this.next();
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  digits(length: number): string {
    let text = String(this.int(1, 9));
    while (text.length < length) text += String(this.int(0, 9));
    return text;
  }
}
