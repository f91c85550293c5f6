import {
  idParamsSchema,
  interventionDeleteQuerySchema,
  interventionFormSchema,
  interventionLanguageFormSchema,
  interventionLanguageSchema,
  interventionSchema,
  interventionUpdateSchema,
  patientInterventionInputSchema,
  patientInterventionSchema,
  patientInterventionUpdateSchema,
} from '@vigil/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import {
  createPatientIntervention,
  listPatientInterventions,
  updatePatientIntervention,
} from './patient-interventions.ts';
import {
  createIntervention,
  deleteIntervention,
  listInterventionLanguages,
  saveInterventionLanguage,
  updateIntervention,
} from './catalogue.ts';
import { listInterventions } from './queries.ts';

const tags = ['interventions'];
// Clinic staff record a patient's interventions, so every user may (docs/requirements/screens-and-routes.md#patient-tabs, Interventions tab).
const user = { access: 'USER_RIGHTS' } as const;
// The catalogue itself is the product admin's (Control admin, docs/requirements/administration.md#interventions-catalogue).
const productAdmin = { access: 'APPADMIN_RIGHTS' } as const;
const catalogue = { 200: z.array(interventionSchema) };
const patientParams = idParamsSchema;

/** docs/requirements/api.md#administration-calls: the intervention catalogue (read) and the `/intervention-patient/*` calls. */
export function registerInterventionRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.get(
    '/intervention/all',
    {
      config: user,
      schema: {
        tags,
        summary: 'Every intervention, named in the reader’s language',
        response: { 200: z.array(interventionSchema) },
      },
    },
    (request) => listInterventions(db, requireActor(request).language),
  );

  api.get(
    '/intervention-patient/all/patient/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'A patient’s interventions, newest start first',
        params: patientParams,
        response: { 200: z.array(patientInterventionSchema) },
      },
    },
    (request) => listPatientInterventions(db, { actor: requireActor(request), patientId: request.params.id }),
  );

  api.post(
    '/intervention-patient/create',
    {
      config: user,
      schema: {
        tags,
        summary: 'Record an intervention for a patient',
        body: patientInterventionInputSchema,
        response: { 200: patientInterventionSchema },
      },
    },
    (request) => createPatientIntervention(db, { actor: requireActor(request), input: request.body }),
  );

  api.put(
    '/intervention-patient/update',
    {
      config: user,
      schema: {
        tags,
        summary: 'Change a patient intervention',
        body: patientInterventionUpdateSchema,
        response: { 200: patientInterventionSchema },
      },
    },
    (request) => updatePatientIntervention(db, { actor: requireActor(request), input: request.body }),
  );

  api.post(
    '/intervention/create',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Add an intervention to the catalogue',
        body: interventionFormSchema,
        response: catalogue,
      },
    },
    (request) => createIntervention(db, request.body, requireActor(request).language),
  );

  api.put(
    '/intervention/update',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Change an intervention’s name, description and type',
        body: interventionUpdateSchema,
        response: catalogue,
      },
    },
    (request) => updateIntervention(db, request.body, requireActor(request).language),
  );

  api.delete(
    '/intervention/delete',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Remove an intervention no patient has been given',
        querystring: interventionDeleteQuerySchema,
        response: catalogue,
      },
    },
    (request) => deleteIntervention(db, request.query.id, requireActor(request).language),
  );

  api.get(
    '/intervention-language/',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Every intervention’s names in other languages',
        response: { 200: z.array(interventionLanguageSchema) },
      },
    },
    () => listInterventionLanguages(db),
  );

  api.post(
    '/intervention-language/create',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Name an intervention in a language (replacing an earlier name)',
        body: interventionLanguageFormSchema,
        response: { 200: z.array(interventionLanguageSchema) },
      },
    },
    (request) => saveInterventionLanguage(db, request.body),
  );
}
