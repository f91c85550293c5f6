import { medicalNoteRoutes, utcToday } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { serve } from '../../platform/contract.ts';
import { medicalNote } from './note.ts';

/** The suggested medical record note (docs/requirements/ai.md#medical-record-note). */
export function registerMedicalNoteRoutes(api: Api, { database, config }: AppContext): void {
  serve(api, medicalNoteRoutes.medicalNote, (request) =>
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
