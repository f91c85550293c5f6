import { z } from 'zod';
import type { RouteGroup } from '../contract/route.ts';
import { idParamSchema, idParamsSchema } from '../integer-column.ts';
import {
  categoryMessageFormSchema,
  categoryMessageQuerySchema,
  categoryMessageSavedSchema,
  categoryMessageSchema,
  patientCategoryMessageSchema,
  sendNowParamsSchema,
} from './category-messages.ts';
import {
  patientMessageFormSchema,
  patientMessageListQuerySchema,
  patientMessageListSchema,
  patientMessageSchema,
} from './patient-messages.ts';

// docs/requirements/roles-and-scope.md#who-may-do-what: the message editor is the product admin's;
// every user reads a patient's messages, and sends them from the patient menu.
const editor = 'APPADMIN_RIGHTS';
const staff = 'USER_RIGHTS';

/** The category message editor, and the automatic messages a patient was sent. */
export const categoryMessageRoutes = {
  categoryMessage: {
    method: 'GET',
    path: '/category-message/by-category-id-and-type',
    access: editor,
    tags: ['category messages'],
    summary: 'The category’s message in a language (null when it has none)',
    query: categoryMessageQuerySchema,
    answer: categoryMessageSchema.nullable(),
  },
  saveCategoryMessage: {
    method: 'POST',
    path: '/category-message/:idOrSendNowFlag',
    access: editor,
    tags: ['category messages'],
    summary: 'Save a category message; with true, also send it now to every member',
    params: sendNowParamsSchema,
    body: categoryMessageFormSchema,
    answer: categoryMessageSavedSchema,
  },
  deleteCategoryMessage: {
    method: 'DELETE',
    path: '/category-message/:idOrSendNowFlag',
    access: editor,
    tags: ['category messages'],
    summary: 'Delete a category message no patient has received yet',
    params: z.object({
      idOrSendNowFlag: idParamSchema.check(z.describe('Deleting: the id of the category message')),
    }),
    status: 204,
    answer: z.null(),
  },
  patientCategoryMessages: {
    method: 'GET',
    path: '/patients/:id/category-messages',
    access: staff,
    tags: ['category messages'],
    summary: 'The category messages a patient was sent, per channel, newest first',
    params: idParamsSchema,
    answer: z.array(patientCategoryMessageSchema),
  },
} as const satisfies RouteGroup;

/** The messages staff write to a patient's phone and watch. */
export const patientMessageRoutes = {
  sendPatientMessage: {
    method: 'POST',
    path: '/patients/:id/patient-message',
    access: staff,
    tags: ['patient messages'],
    summary: 'Send a message to the patient’s phone and watch (app 2.1.7 or later)',
    params: idParamsSchema,
    body: patientMessageFormSchema,
    answer: patientMessageSchema,
  },
  patientMessages: {
    method: 'GET',
    path: '/patients/:id/patient-messages',
    access: staff,
    tags: ['patient messages'],
    summary: 'A page of the messages sent to the patient, newest first (3 by default)',
    params: idParamsSchema,
    query: patientMessageListQuerySchema,
    answer: patientMessageListSchema,
  },
} as const satisfies RouteGroup;
