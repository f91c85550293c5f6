import { alarmTypeRoutes } from '@vigil/domain';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../platform/api.ts';
import { serve } from '../../platform/contract.ts';
import { alarmTypeCatalogue, createAlarmType, deleteAlarmType, saveAlarmTypeLanguage } from './catalogue.ts';

/** docs/requirements/api.md#administration-calls: the alarm type calls of Control admin. */
export function registerAlarmTypeRoutes(api: Api, { database }: AppContext): void {
  const { db } = database;

  serve(api, alarmTypeRoutes.alarmTypeCatalogue, () => alarmTypeCatalogue(db));
  serve(api, alarmTypeRoutes.createAlarmType, (request) => createAlarmType(db, request.body.alarmType));
  serve(api, alarmTypeRoutes.saveAlarmTypeLanguage, (request) => saveAlarmTypeLanguage(db, request.body));
  serve(api, alarmTypeRoutes.deleteAlarmType, (request) => deleteAlarmType(db, request.params.id));
}
