import { describe, expect, it } from 'vitest';
import type { LimitValues } from '../variables/types.ts';
import type { DangerEntry, PatientStatusRow } from './list.ts';
import { referencingLimits, withLimitsInForce } from './list-limits.ts';

const levels = (base: number): LimitValues => ({
  alertLow: base,
  abnormalLow: base + 1,
  lowerLimitNormal: base + 2,
  upperLimitNormal: base + 3,
  abnormalHigh: base + 4,
  alertHigh: base + 5,
});

const entry = (limit: LimitValues | null, isPatientLimit = false): DangerEntry => ({
  status: limit ? 'NORMAL' : 'NOT_SET_LIMIT',
  isPatientLimit,
  variableValue: 1,
  variableValueFull: 1,
  daysSince: 0,
  limit,
});

const row = (idpatient: number, dangerList: Record<string, DangerEntry>) =>
  ({ idpatient, fullName: `Patient ${idpatient}`, dangerList }) as unknown as PatientStatusRow;

describe('a page writes each limit once', () => {
  const general = levels(10);
  const rows = [
    row(1, { '5': entry(general), '6': entry(null) }),
    row(2, { '5': entry(general), '6': entry(levels(10), true) }),
    row(3, { '5': entry(levels(20), true) }),
  ];

  it('names a shared general limit by one place, each own limit by its own', () => {
    const { patients, limits } = referencingLimits(rows);
    expect(limits).toEqual([general, levels(10), levels(20)]);
    expect(patients.map((patient) => patient.dangerList['5']!.limitIndex)).toEqual([0, 0, 2]);
    const { limit: _written, ...own } = entry(levels(10), true);
    expect(patients[1]!.dangerList['6']).toEqual({ ...own, limitIndex: 1 });
    expect(patients[0]!.dangerList['6']!.limitIndex).toBeNull();
  });

  it('reads back as the rows it was made from', () => {
    const page = { ...referencingLimits(rows), total: 3 };
    expect(withLimitsInForce(page)).toEqual({ ...page, patients: rows });
  });
});
