import { describe, expect, it } from 'vitest';
import { CUSTOMERS } from '../flavours.ts';
import { LIMIT_LEVELS, limitsAreNonDecreasing, VARIABLE_CATALOGUE, variableCatalogue } from './index.ts';

describe('variable catalogue', () => {
  it('acronyms are unique', () => {
    const codes = VARIABLE_CATALOGUE.map((variable) => variable.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('acronyms are upper-case words safe in URLs', () => {
    for (const variable of VARIABLE_CATALOGUE) expect(variable.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('every default limit is non-decreasing and finite', () => {
    for (const variable of VARIABLE_CATALOGUE) {
      for (const limit of variable.defaultLimits) {
        expect(limitsAreNonDecreasing(limit), variable.code).toBe(true);
        for (const level of LIMIT_LEVELS) expect(Number.isFinite(limit[level]), variable.code).toBe(true);
      }
    }
  });

  it('age bands have an upper age above the lower one', () => {
    for (const variable of VARIABLE_CATALOGUE) {
      for (const { ageLower, ageUpper } of variable.defaultLimits) {
        if (ageLower !== null && ageUpper !== null) expect(ageUpper, variable.code).toBeGreaterThan(ageLower);
      }
    }
  });

  it('no two default limits of a variable cover the same gender and ages', () => {
    for (const variable of VARIABLE_CATALOGUE) {
      const scopes = variable.defaultLimits.map(
        (limit) => `${limit.gender}/${limit.ageLower}/${limit.ageUpper}`,
      );
      expect(new Set(scopes).size, variable.code).toBe(scopes.length);
    }
  });

  it('every measured or computed variable ships a limit covering all genders and ages', () => {
    for (const variable of VARIABLE_CATALOGUE) {
      if (variable.kind === 'ai') continue;
      const catchAll = variable.defaultLimits.filter(
        (limit) => limit.gender === 'ALL' && limit.ageLower === null && limit.ageUpper === null,
      );
      expect(catchAll, variable.code).toHaveLength(1);
    }
  });

  it('each flavour fits its predefined pages with at most 10 variables each', () => {
    for (const customer of CUSTOMERS) {
      const perWindow = new Map<number, number>();
      for (const variable of variableCatalogue(customer)) {
        if (variable.defaultWindow !== null) {
          perWindow.set(variable.defaultWindow, (perWindow.get(variable.defaultWindow) ?? 0) + 1);
        }
      }
      for (const count of perWindow.values()) expect(count).toBeLessThanOrEqual(10);
    }
  });

  it('a flavour sees its own variables and its own AI outputs, not the other flavour’s', () => {
    const bedwetting = variableCatalogue('bedwetting').map((variable) => variable.code);
    const generic = variableCatalogue('generic').map((variable) => variable.code);
    expect(bedwetting).toContain('WET');
    expect(bedwetting).toContain('AI_SUCC_SC');
    expect(bedwetting).not.toContain('SPO2');
    expect(generic).toContain('SPO2');
    expect(generic).toContain('RISK_SCORE');
    expect(generic).not.toContain('AI_DROPOUT');
    expect(generic).not.toContain('WET');
    expect(bedwetting).not.toContain('RISK_SCORE');
  });
});

describe('limitsAreNonDecreasing', () => {
  const normal = {
    alertLow: 1,
    abnormalLow: 2,
    lowerLimitNormal: 3,
    upperLimitNormal: 4,
    abnormalHigh: 5,
    alertHigh: 6,
  };
  it('accepts equal neighbours', () => {
    expect(limitsAreNonDecreasing({ ...normal, abnormalHigh: 6 })).toBe(true);
  });
  it('rejects a level below the one before it', () => {
    expect(limitsAreNonDecreasing({ ...normal, upperLimitNormal: 2.5 })).toBe(false);
  });
});
