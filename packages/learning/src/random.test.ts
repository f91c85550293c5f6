import { describe, expect, it } from 'vitest';
import { createRng, forPatient } from './random.ts';

function draws(seed: number, index: number, count: number): number[] {
  const rng = forPatient(seed, index);
  return Array.from({ length: count }, () => rng.nextUint32());
}

describe('seeded random numbers', () => {
  it('repeat exactly for the same seed and patient', () => {
    expect(draws(42, 7, 100)).toEqual(draws(42, 7, 100));
  });

  it('differ between patients, between seeds and from the cohort stream', () => {
    const patient = draws(42, 7, 20);
    expect(draws(42, 8, 20)).not.toEqual(patient);
    expect(draws(43, 7, 20)).not.toEqual(patient);
    const cohort = createRng(42);
    expect(Array.from({ length: 20 }, () => cohort.nextUint32())).not.toEqual(draws(42, 0, 20));
  });

  it('start patients apart even for neighbouring seeds and indexes', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 50; seed++)
      for (let index = 0; index < 200; index++) firsts.add(draws(seed, index, 1)[0] ?? -1);
    expect(firsts.size).toBe(10_000);
  });

  it('refuses seeds that are not non-negative safe integers', () => {
    expect(() => createRng(-1)).toThrow(RangeError);
    expect(() => createRng(1.5)).toThrow(RangeError);
    expect(() => forPatient(1, Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('draw from the documented distributions', () => {
    const rng = createRng(2026);
    const n = 200_000;
    let uniform = 0;
    let normal = 0;
    let normalSquares = 0;
    let poisson = 0;
    let heads = 0;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const u = rng.next();
      if (u < 0 || u >= 1) outside++;
      uniform += u;
      const z = rng.normal(10, 2);
      normal += z;
      normalSquares += (z - 10) ** 2;
      poisson += rng.poisson(0.3);
      if (rng.bernoulli(0.25)) heads++;
    }
    expect(outside).toBe(0);
    expect(uniform / n).toBeCloseTo(0.5, 2);
    expect(normal / n).toBeCloseTo(10, 1);
    expect(Math.sqrt(normalSquares / n)).toBeCloseTo(2, 1);
    expect(poisson / n).toBeCloseTo(0.3, 2);
    expect(heads / n).toBeCloseTo(0.25, 2);
  });

  it('picks by weight and stays within integer bounds', () => {
    const rng = createRng(5);
    const counts = { a: 0, b: 0, c: 0 };
    const integers = new Set<number>();
    for (let i = 0; i < 30_000; i++) {
      counts[
        rng.weighted([
          ['a', 1],
          ['b', 2],
          ['c', 7],
        ] as const)
      ]++;
      integers.add(rng.int(3, 5));
    }
    expect([...integers].sort()).toEqual([3, 4, 5]);
    expect(counts.a / 30_000).toBeCloseTo(0.1, 1);
    expect(counts.c / 30_000).toBeCloseTo(0.7, 1);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});
