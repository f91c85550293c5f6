import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { idParamSchema, idParamsSchema } from '../ids.ts';
import { limitDeleteQuerySchema, limitFormSchema, limitSchema } from './schemas.ts';

const tags = ['limits'];
const patientVariableParams = z.object({ id: idParamSchema, varId: idParamSchema });
// docs/requirements/roles-and-scope.md#who-may-do-what: reading limits is for every user, creating and editing them for superusers.
const read = 'USER_RIGHTS';
const edit = 'SUPERUSER_RIGHTS';

/** The limits API (docs/requirements/limits-and-statuses.md). */
export const limitRoutes = {
  generalLimits: {
    method: 'GET',
    path: '/limitsgeneral',
    access: read,
    tags,
    summary: 'General limits',
    answer: z.array(limitSchema),
  },
  createGeneralLimit: {
    method: 'POST',
    path: '/limitsgeneral',
    access: edit,
    tags,
    summary: 'Create a general limit (needs confirmPropagation: true)',
    body: limitFormSchema,
    answer: limitSchema,
  },
  updateGeneralLimit: {
    method: 'PUT',
    path: '/limitsgeneral',
    access: edit,
    tags,
    summary: 'Change a general limit in every clinic (needs confirmPropagation: true)',
    body: limitFormSchema,
    answer: limitSchema,
  },
  deleteGeneralLimit: {
    method: 'DELETE',
    path: '/limitsgeneral/:id',
    access: edit,
    tags,
    summary: 'Delete a general limit (needs ?confirmPropagation=true)',
    params: idParamsSchema,
    query: limitDeleteQuerySchema,
    status: 204,
    answer: z.null(),
  },
  patientLimits: {
    method: 'GET',
    path: '/limitsuser',
    access: read,
    tags,
    summary: 'Limits of patients in the caller’s scope',
    answer: z.array(limitSchema),
  },
  deletePatientLimit: {
    method: 'DELETE',
    path: '/limitsuser/:id',
    access: edit,
    tags,
    summary: 'Delete a patient’s own limit',
    params: idParamsSchema,
    status: 204,
    answer: z.null(),
  },
  limitInForce: {
    method: 'GET',
    path: '/patients/:id/variables/:varId/limit',
    access: read,
    tags,
    summary: 'The limit in force for a patient and variable (null when none applies)',
    params: patientVariableParams,
    answer: limitSchema.nullable(),
  },
  createPatientLimit: {
    method: 'POST',
    path: '/patients/:id/variables/:varId/limitsuser',
    access: edit,
    tags,
    summary: 'Give the patient their own limit (also when the one edited was general)',
    params: patientVariableParams,
    body: limitFormSchema,
    answer: limitSchema,
  },
  updatePatientLimit: {
    method: 'PUT',
    path: '/patients/:id/variables/:varId/limitsuser',
    access: edit,
    tags,
    summary: 'Change the patient’s own limit',
    params: patientVariableParams,
    body: limitFormSchema,
    answer: limitSchema,
  },
} as const satisfies RouteGroup;
