/** How a patient's service stands today (docs/requirements/patients.md#service, the service-until column). */
export type ServiceState = 'ACTIVE' | 'TRIAL' | 'LEGACY' | 'NONE';

export interface ServiceDates {
  readonly serviceEnabled: boolean;
  readonly serviceExpiryDate: string | null;
  readonly serviceTrialExpiryDate: string | null;
  readonly legacyEnabled: boolean;
}

export interface ServiceStatus {
  readonly state: ServiceState;
  /** The date the service runs until ('YYYY-MM-DD'), or null for legacy and no service. */
  readonly until: string | null;
}

/**
 * A paid service until a future date wins over a trial; an old installation enabled without an
 * end date ('legacy') comes next; otherwise there is no service and the row is shaded.
 * `today` is 'YYYY-MM-DD'; dates compare as strings.
 */
export function serviceStatus(dates: ServiceDates, today: string): ServiceStatus {
  if (dates.serviceEnabled && dates.serviceExpiryDate && dates.serviceExpiryDate >= today) {
    return { state: 'ACTIVE', until: dates.serviceExpiryDate };
  }
  if (dates.serviceTrialExpiryDate && dates.serviceTrialExpiryDate >= today) {
    return { state: 'TRIAL', until: dates.serviceTrialExpiryDate };
  }
  if (dates.serviceEnabled && dates.legacyEnabled) return { state: 'LEGACY', until: null };
  return { state: 'NONE', until: null };
}

/** Enabling the service for a number of days is refused while a future expiry date is set (docs/requirements/patients.md#service). */
export function canEnableService(dates: Pick<ServiceDates, 'serviceExpiryDate'>, today: string): boolean {
  return !dates.serviceExpiryDate || dates.serviceExpiryDate < today;
}
