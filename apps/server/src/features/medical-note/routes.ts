import { idParamsSchema, medicalNoteSchema, utcToday } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { medicalNote } from './note.ts';

/** The suggested medical record note (docs/requirements/ai.md#medical-record-note). */
export function registerMedicalNoteRoutes(api: Api, { database, config }: AppContext): void {
  api.get(
    '/patients/:id/medical-status-rapport-gpt',
    {
      config: { access: 'USER_RIGHTS' },
      schema: {
        tags: ['patients'],
        summary: 'A draft medical record note from the patient’s data, each sentence citing its facts',
        params: idParamsSchema,
        response: { 200: medicalNoteSchema },
      },
    },
    (request) =>
      medicalNote(database.db, {
        actor: requireActor(request),
        patientId: request.params.id,
        customer: config.customer,
        today: utcToday(),
        languageModel: config.languageModel,
        onModelFallback: ({ fallback, detail }) =>
          request.log.warn({ fallback, detail }, 'medical note: the language model’s draft was not used'),
      }),
  );
}
