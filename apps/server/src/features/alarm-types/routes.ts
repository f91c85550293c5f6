import {
  alarmTypeCatalogueSchema,
  alarmTypeFormSchema,
  alarmTypeLanguageFormSchema,
  idParamsSchema,
} from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { alarmTypeCatalogue, createAlarmType, deleteAlarmType, saveAlarmTypeLanguage } from './catalogue.ts';

const tags = ['alarm types'];
// Control admin → Alarm type (docs/requirements/administration.md#alarm-types): the product admin's.
const productAdmin = { access: 'APPADMIN_RIGHTS' } as const;
const response = { 200: alarmTypeCatalogueSchema };

/** docs/requirements/api.md#administration-calls: the alarm type calls of Control admin. */
export function registerAlarmTypeRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  api.get(
    '/alarm-type/all',
    {
      config: productAdmin,
      schema: { tags, summary: 'Every alarm type and its names per language', response },
    },
    () => alarmTypeCatalogue(db),
  );

  api.post(
    '/alarm-type/create',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Add an alarm type, with its English name',
        body: alarmTypeFormSchema,
        response,
      },
    },
    (request) => createAlarmType(db, request.body.alarmType),
  );

  api.post(
    '/alarm-type-language/create',
    {
      config: productAdmin,
      schema: {
        tags,
        summary: 'Name an alarm type in a language (replacing an earlier name)',
        body: alarmTypeLanguageFormSchema,
        response,
      },
    },
    (request) => saveAlarmTypeLanguage(db, request.body),
  );

  api.delete(
    '/alarm-type/delete/:id',
    {
      config: productAdmin,
      schema: { tags, summary: 'Remove an alarm type no patient uses', params: idParamsSchema, response },
    },
    (request) => deleteAlarmType(db, request.params.id),
  );
}
