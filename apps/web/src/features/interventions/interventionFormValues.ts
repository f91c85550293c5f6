import {
  isCalendarDate,
  patientInterventionDates,
  type Intervention,
  type PatientIntervention,
  type PatientInterventionInput,
} from '@vigil/domain';

/** What the intervention dialog holds; dates as the date inputs give them (YYYY-MM-DD or ''). */
export interface InterventionFormValues {
  interventionId: string | null;
  comment: string;
  startDate: string;
  endDate: string;
}

export const emptyInterventionForm = (today: string): InterventionFormValues => ({
  interventionId: null,
  comment: '',
  startDate: today,
  endDate: '',
});

export function formValuesOf(record: PatientIntervention): InterventionFormValues {
  return {
    interventionId: String(record.intervention.idintervention),
    comment: record.comment,
    startDate: record.startDate,
    endDate: record.endDate ?? '',
  };
}

/**
 * The body to send, or the spec's message with the field it belongs to: the same rule the server
 * runs (`patientInterventionDates`), so the dialog answers before the call does.
 */
export function checkInterventionForm(
  values: InterventionFormValues,
  patientId: number,
  catalogue: readonly Intervention[],
):
  | { ok: true; body: PatientInterventionInput }
  | { ok: false; message: string; field: keyof InterventionFormValues } {
  const chosen = catalogue.find((item) => String(item.idintervention) === values.interventionId) ?? null;
  const body: PatientInterventionInput = {
    intervention: chosen ? { idintervention: chosen.idintervention } : null,
    patientId,
    comment: values.comment,
    startDate: values.startDate,
    endDate: chosen?.type === 'One day intervention' || values.endDate === '' ? null : values.endDate,
  };
  const dates = patientInterventionDates(body, chosen?.type ?? null);
  if (!dates.ok) return { ok: false, message: dates.message, field: fieldOf(values, chosen) };
  return { ok: true, body: { ...body, startDate: dates.startDate, endDate: dates.endDate } };
}

function fieldOf(values: InterventionFormValues, chosen: Intervention | null): keyof InterventionFormValues {
  if (!chosen) return 'interventionId';
  if (values.comment.trim() === '') return 'comment';
  // A wrong date is the start's fault when it is no date, else the end's (it lies before the start).
  return values.startDate === '' || !isCalendarDate(values.startDate) ? 'startDate' : 'endDate';
}
