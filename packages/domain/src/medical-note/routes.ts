import type { RouteGroup } from '../contract/route.ts';
import { idParamsSchema } from '../integer-column.ts';
import { medicalNoteSchema } from './note.ts';

/** The suggested medical record note (docs/requirements/ai.md#medical-record-note). */
export const medicalNoteRoutes = {
  medicalNote: {
    method: 'GET',
    path: '/patients/:id/medical-status-rapport-gpt',
    access: 'USER_RIGHTS',
    tags: ['patients'],
    summary: 'A draft medical record note from the patient’s data, each sentence citing its facts',
    params: idParamsSchema,
    answer: medicalNoteSchema,
  },
} as const satisfies RouteGroup;
