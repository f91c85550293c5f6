/**
 * Seeded pseudo-random numbers for the demo model and the learning tests. Every draw comes from
 * an Rng, never from Math.random, so a seed reproduces a whole cohort or a test's data.
 *
 * The generator is sfc32 (128-bit state, passes PractRand/BigCrush, fast on 32-bit integer
 * arithmetic in V8). A counter-only generator such as mulberry32 puts every seed on one cycle of
 * 2^32 values, so 100,000 patients drawing a few thousand values each would overlap by the
 * thousands; sfc32 seeded from four independent words does not.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal = 0;
  private hasSpareNormal = false;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  /** A uniform unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform in [min, max). */
  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  bernoulli(p: number): boolean {
    return this.next() < p;
  }

  /** Normal (Gaussian) by Box–Muller; the second value of each pair is kept for the next call. */
  normal(mean = 0, sd = 1): number {
    if (this.hasSpareNormal) {
      this.hasSpareNormal = false;
      return mean + sd * this.spareNormal;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - this.next()));
    const angle = 2 * Math.PI * this.next();
    this.spareNormal = radius * Math.sin(angle);
    this.hasSpareNormal = true;
    return mean + sd * radius * Math.cos(angle);
  }

  /** Log-normal with the given median and log-scale standard deviation. */
  logNormal(median: number, sdLog: number): number {
    return median * Math.exp(this.normal(0, sdLog));
  }

  /** Poisson count: Knuth's product method for small means, a rounded normal for large ones. */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 30) return Math.max(0, Math.round(this.normal(mean, Math.sqrt(mean))));
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count++;
      product *= this.next();
    }
    return count;
  }

  /** Number of successes in n trials of probability p. */
  binomial(n: number, p: number): number {
    let count = 0;
    for (let i = 0; i < n; i++) if (this.next() < p) count++;
    return count;
  }

  /** One item, uniformly. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('Rng.pick needs a non-empty list');
    return item;
  }

  /** One item with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let remaining = this.next() * total;
    for (const [item, weight] of choices) {
      remaining -= weight;
      if (remaining < 0) return item;
    }
    const last = choices[choices.length - 1];
    if (last === undefined) throw new RangeError('Rng.weighted needs a non-empty list');
    return last[0];
  }
}

/** murmur3's 32-bit finaliser: a bijection, so distinct inputs give distinct seeds. */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

function splitWords(value: number, name: string): [number, number] {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  }
  return [value >>> 0, Math.floor(value / 4294967296) >>> 0];
}

const COHORT_STREAM = 0xffffffff;

function seeded(seed: number, stream: number, index: number): Rng {
  const [seedLow, seedHigh] = splitWords(seed, 'seed');
  const [indexLow, indexHigh] = splitWords(index, 'index');
  return new Rng(
    mix32(seedLow ^ 0x9e3779b9),
    mix32(seedHigh ^ 0x7f4a7c15),
    mix32(indexLow ^ 0x632be59b),
    mix32((indexHigh ^ stream) + 0x2545f491),
  );
}

/** A generator for cohort-level draws (clinic set-up), from a seed. */
export function createRng(seed: number): Rng {
  return seeded(seed, COHORT_STREAM, 0);
}

/**
 * The generator of patient `index` of the cohort made from `seed`. Each patient has its own
 * stream, so patient i is the same whether 10 or 100,000 patients are generated.
 */
export function forPatient(seed: number, index: number): Rng {
  return seeded(seed, 0, index);
}
