import { decimalText } from '@vigil/domain';
import {
  INTEGER_COLUMN_MAX,
  accessSchema,
  approvalsSchema,
  clinicRefSchema,
  dryWeightSchema,
  hospitalContactSchema,
  idParamSchema,
  idParamsSchema,
  OUTCOMES,
  PATIENT_MESSAGES,
  patientDetailsSchema,
  reviewedAnswerSchema,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import {
  approvePatientsClinics,
  changeClinic,
  clinicChoices,
  deletePatient,
  enableService,
  fixAllTechnicalErrors,
  markReviewed,
  recordOutcome,
  setActive,
} from './actions.ts';
import { dryWeights, hospitalContacts, vascularAccess } from './clinical-records.ts';
import { patientDetails } from './details.ts';

const tags = ['patients'];
const id = idParamSchema;
const patientParams = idParamsSchema;
const done = z.object({ message: z.string() });
const DONE = { message: 'Done!' };
const user = { access: 'USER_RIGHTS' } as const;

/** GET /patients/{id} and the settings-menu actions. */
export function registerPatientActionRoutes(api: Api, { database, config }: AppContext): void {
  const { db } = database;
  const target = (request: { params: { id: number } } & Parameters<typeof requireActor>[0]) => ({
    actor: requireActor(request),
    patientId: request.params.id,
  });

  api.get(
    '/patients/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Patient and registration form',
        params: patientParams,
        response: { 200: patientDetailsSchema },
      },
    },
    (request) => patientDetails(db, { ...target(request), customer: config.customer }),
  );

  api.delete(
    '/patients/:id',
    // Deleting a child's whole record is irreversible: superusers and above only.
    {
      config: { access: 'SUPERUSER_RIGHTS' },
      schema: {
        tags,
        summary: 'Delete a patient and all their data',
        params: patientParams,
        response: { 200: done },
      },
    },
    async (request) => {
      await deletePatient(db, target(request));
      return DONE;
    },
  );

  api.put(
    '/patients/:id/reviewed',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Mark the patient reviewed now by the caller, for the whole care team (recorded in the audit trail)',
        params: patientParams,
        response: { 200: reviewedAnswerSchema },
      },
    },
    async (request) => ({ reviewed: await markReviewed(db, target(request)) }),
  );

  api.put(
    '/patients/:id/activate/:flag',
    {
      config: user,
      schema: {
        tags,
        summary: 'Activate or deactivate',
        params: z.object({ id, flag: z.enum(['true', 'false']) }),
        response: { 200: done },
      },
    },
    async (request) => {
      await setActive(db, { ...target(request), active: request.params.flag === 'true' });
      return DONE;
    },
  );

  api.get(
    '/patients/:id/clinic-choices',
    {
      config: user,
      schema: {
        tags,
        summary: 'Clinics the caller may move the patient to (those whose patients the caller sees)',
        params: patientParams,
        response: { 200: z.array(clinicRefSchema) },
      },
    },
    (request) => clinicChoices(db, target(request)),
  );

  api.put(
    '/patients/:id/clinics/:clinicId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Move the patient to a clinic',
        params: z.object({
          id,
          clinicId: z.coerce
            .number({ message: PATIENT_MESSAGES.chooseClinic })
            .int()
            .positive(PATIENT_MESSAGES.chooseClinic)
            .max(INTEGER_COLUMN_MAX, PATIENT_MESSAGES.chooseClinic),
        }),
        response: { 200: done },
      },
    },
    async (request) => {
      await changeClinic(db, { ...target(request), clinicId: request.params.clinicId });
      return DONE;
    },
  );

  api.put(
    '/patients/:id/enable-service/number-of-days/:days',
    {
      config: user,
      schema: {
        tags,
        summary: 'Enable the service for a number of days (refused while a future expiry is set)',
        params: z.object({
          id,
          days: z.coerce
            .number({ message: PATIENT_MESSAGES.serviceDays })
            .int(PATIENT_MESSAGES.serviceDays)
            .min(1, PATIENT_MESSAGES.serviceDays)
            .max(3650, PATIENT_MESSAGES.serviceDays),
        }),
        response: { 200: z.object({ serviceExpiryDate: z.string() }) },
      },
    },
    (request) => enableService(db, { ...target(request), days: request.params.days }),
  );

  api.post(
    '/patients/:id/create-outcome-variable/value/:value',
    {
      config: user,
      schema: {
        tags,
        summary: 'Record the outcome of treatment (1-5)',
        params: z.object({
          id,
          value: decimalText(
            z.coerce.number().pipe(
              z.union(
                OUTCOMES.map((outcome) => z.literal(outcome)),
                { message: PATIENT_MESSAGES.outcome },
              ),
            ),
          ),
        }),
        response: { 200: done },
      },
    },
    async (request) => {
      await recordOutcome(db, { ...target(request), value: request.params.value });
      return DONE;
    },
  );

  api.post(
    '/patients/:id/all-technical-errors-fixed',
    {
      config: user,
      schema: {
        tags,
        summary: 'Mark every technical error fixed',
        params: patientParams,
        response: { 200: z.object({ fixed: z.number().int() }) },
      },
    },
    (request) => fixAllTechnicalErrors(db, { ...target(request), customer: config.customer }),
  );

  api.put(
    '/patients/approve-patients-clinics',
    {
      config: user,
      schema: {
        tags,
        summary: 'Approve or disapprove the clinic of patients',
        body: approvalsSchema,
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    (request) => approvePatientsClinics(db, { actor: requireActor(request), decisions: request.body }),
  );

  api.get(
    '/patients/:id/hospitalcontacts',
    {
      config: user,
      schema: {
        tags,
        summary: 'The patient’s hospital stays, newest first (generic flavour)',
        params: patientParams,
        response: { 200: z.array(hospitalContactSchema) },
      },
    },
    (request) => hospitalContacts(db, target(request)),
  );
  api.get(
    '/patients/:id/access',
    {
      config: user,
      schema: {
        tags,
        summary: 'The patient’s vascular access periods, newest first (generic flavour)',
        params: patientParams,
        response: { 200: z.array(accessSchema) },
      },
    },
    (request) => vascularAccess(db, target(request)),
  );
  api.get(
    '/patients/:id/dryweight',
    {
      config: user,
      schema: {
        tags,
        summary: 'The patient’s prescribed dry weights, newest first (generic flavour)',
        params: patientParams,
        response: { 200: z.array(dryWeightSchema) },
      },
    },
    (request) => dryWeights(db, target(request)),
  );
}
