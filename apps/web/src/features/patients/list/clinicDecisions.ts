/** A clinic's decision on one patient: approved, disapproved, or not decided yet (null). */
export interface ClinicDecision {
  idpatient: number;
  approvedClinic: boolean | null;
}

/** docs/requirements/patients.md#clinic-approval: only patients with a decision are submitted; the others keep waiting. */
export function decidedOnly(decisions: ReadonlyMap<number, boolean | null>): ClinicDecision[] {
  return [...decisions]
    .filter(([, approvedClinic]) => approvedClinic !== null)
    .map(([idpatient, approvedClinic]) => ({ idpatient, approvedClinic }));
}
