import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { idParamsSchema } from '../integer-column.ts';
import {
  interventionDeleteQuerySchema,
  interventionFormSchema,
  interventionLanguageFormSchema,
  interventionLanguageSchema,
  interventionUpdateSchema,
} from './catalogue.ts';
import {
  interventionSchema,
  patientInterventionInputSchema,
  patientInterventionSchema,
  patientInterventionUpdateSchema,
} from './patient-interventions.ts';

const tags = ['interventions'];
// Clinic staff record a patient's interventions, so every user may (docs/requirements/screens-and-routes.md#patient-tabs, Interventions tab).
const user = 'USER_RIGHTS';
// The catalogue itself is the product admin's (Control admin, docs/requirements/administration.md#interventions-catalogue).
const productAdmin = 'APPADMIN_RIGHTS';

/** docs/requirements/api.md#administration-calls: the intervention catalogue (read) and the `/intervention-patient/*` calls. */
export const interventionRoutes = {
  interventions: {
    method: 'GET',
    path: '/intervention/all',
    access: user,
    tags,
    summary: 'Every intervention, named in the reader’s language',
    answer: z.array(interventionSchema),
  },
  patientInterventions: {
    method: 'GET',
    path: '/intervention-patient/all/patient/:id',
    access: user,
    tags,
    summary: 'A patient’s interventions, newest start first',
    params: idParamsSchema,
    answer: z.array(patientInterventionSchema),
  },
  createPatientIntervention: {
    method: 'POST',
    path: '/intervention-patient/create',
    access: user,
    tags,
    summary: 'Record an intervention for a patient',
    body: patientInterventionInputSchema,
    answer: patientInterventionSchema,
  },
  updatePatientIntervention: {
    method: 'PUT',
    path: '/intervention-patient/update',
    access: user,
    tags,
    summary: 'Change a patient intervention',
    body: patientInterventionUpdateSchema,
    answer: patientInterventionSchema,
  },
  createIntervention: {
    method: 'POST',
    path: '/intervention/create',
    access: productAdmin,
    tags,
    summary: 'Add an intervention to the catalogue',
    body: interventionFormSchema,
    answer: z.array(interventionSchema),
  },
  updateIntervention: {
    method: 'PUT',
    path: '/intervention/update',
    access: productAdmin,
    tags,
    summary: 'Change an intervention’s name, description and type',
    body: interventionUpdateSchema,
    answer: z.array(interventionSchema),
  },
  deleteIntervention: {
    method: 'DELETE',
    path: '/intervention/delete',
    access: productAdmin,
    tags,
    summary: 'Remove an intervention no patient has been given',
    query: interventionDeleteQuerySchema,
    answer: z.array(interventionSchema),
  },
  interventionLanguages: {
    method: 'GET',
    path: '/intervention-language/',
    access: productAdmin,
    tags,
    summary: 'Every intervention’s names in other languages',
    answer: z.array(interventionLanguageSchema),
  },
  saveInterventionLanguage: {
    method: 'POST',
    path: '/intervention-language/create',
    access: productAdmin,
    tags,
    summary: 'Name an intervention in a language (replacing an earlier name)',
    body: interventionLanguageFormSchema,
    answer: z.array(interventionLanguageSchema),
  },
} as const satisfies RouteGroup;
