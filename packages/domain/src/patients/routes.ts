import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { decimalText, idParamSchema, idParamsSchema } from '../integer-column.ts';
import { INTEGER_COLUMN_MAX } from '../integer-column.ts';
import { clinicRefSchema } from '../users.ts';
import {
  accessSchema,
  dryWeightSchema,
  hospitalContactSchema,
  OUTCOMES,
  patientDetailsSchema,
} from './details.ts';
import { doneAnswerSchema, patientStatusRowSchema } from './list.ts';
import { PATIENT_MESSAGES } from './messages.ts';

const tags = ['patients'];
const user = 'USER_RIGHTS';

/** One patient: the details page, its settings-menu actions, and the generic flavour's records. */
export const patientRoutes = {
  patientStatus: {
    method: 'GET',
    path: '/patients/:id/status',
    access: user,
    tags,
    summary: 'One patient’s status for every variable of the flavour',
    params: idParamsSchema,
    answer: patientStatusRowSchema,
  },
  patientDetails: {
    method: 'GET',
    path: '/patients/:id',
    access: user,
    tags,
    summary: 'Patient and registration form',
    params: idParamsSchema,
    answer: patientDetailsSchema,
  },
  deletePatient: {
    method: 'DELETE',
    path: '/patients/:id',
    // Deleting a child's whole record is irreversible: superusers and above only.
    access: 'SUPERUSER_RIGHTS',
    tags,
    summary: 'Delete a patient and all their data',
    params: idParamsSchema,
    answer: doneAnswerSchema,
  },
  clinicChoices: {
    method: 'GET',
    path: '/patients/:id/clinic-choices',
    access: user,
    tags,
    summary: 'Clinics the caller may move the patient to (those whose patients the caller sees)',
    params: idParamsSchema,
    answer: z.array(clinicRefSchema),
  },
  changeClinic: {
    method: 'PUT',
    path: '/patients/:id/clinics/:clinicId',
    access: user,
    tags,
    summary: 'Move the patient to a clinic',
    params: z.object({
      id: idParamSchema,
      clinicId: z.coerce
        .number({ message: PATIENT_MESSAGES.chooseClinic })
        .int()
        .positive(PATIENT_MESSAGES.chooseClinic)
        .max(INTEGER_COLUMN_MAX, PATIENT_MESSAGES.chooseClinic),
    }),
    answer: doneAnswerSchema,
  },
  enableService: {
    method: 'PUT',
    path: '/patients/:id/enable-service/number-of-days/:days',
    access: user,
    tags,
    summary: 'Enable the service for a number of days (refused while a future expiry is set)',
    params: z.object({
      id: idParamSchema,
      days: z.coerce
        .number({ message: PATIENT_MESSAGES.serviceDays })
        .int(PATIENT_MESSAGES.serviceDays)
        .min(1, PATIENT_MESSAGES.serviceDays)
        .max(3650, PATIENT_MESSAGES.serviceDays),
    }),
    answer: z.object({ serviceExpiryDate: z.string() }),
  },
  recordOutcome: {
    method: 'POST',
    path: '/patients/:id/create-outcome-variable/value/:value',
    access: user,
    tags,
    summary: 'Record the outcome of treatment (1-5)',
    params: z.object({
      id: idParamSchema,
      value: decimalText(
        z.coerce.number().pipe(
          z.union(
            OUTCOMES.map((outcome) => z.literal(outcome)),
            { message: PATIENT_MESSAGES.outcome },
          ),
        ),
      ),
    }),
    answer: doneAnswerSchema,
  },
  fixTechnicalErrors: {
    method: 'POST',
    path: '/patients/:id/all-technical-errors-fixed',
    access: user,
    tags,
    summary: 'Mark every technical error fixed',
    params: idParamsSchema,
    answer: z.object({ fixed: z.number().int() }),
  },
  hospitalContacts: {
    method: 'GET',
    path: '/patients/:id/hospitalcontacts',
    access: user,
    tags,
    summary: 'The patient’s hospital stays, newest first (generic flavour)',
    params: idParamsSchema,
    answer: z.array(hospitalContactSchema),
  },
  vascularAccess: {
    method: 'GET',
    path: '/patients/:id/access',
    access: user,
    tags,
    summary: 'The patient’s vascular access periods, newest first (generic flavour)',
    params: idParamsSchema,
    answer: z.array(accessSchema),
  },
  dryWeights: {
    method: 'GET',
    path: '/patients/:id/dryweight',
    access: user,
    tags,
    summary: 'The patient’s prescribed dry weights, newest first (generic flavour)',
    params: idParamsSchema,
    answer: z.array(dryWeightSchema),
  },
} as const satisfies RouteGroup;
