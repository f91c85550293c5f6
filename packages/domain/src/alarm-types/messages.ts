/** docs/requirements/administration.md#alarm-types, docs/requirements/api.md#administration-calls: the alarm types families choose at registration, and their names per language. */
export const ALARM_TYPE_MESSAGES = {
  missingName: 'Missing name',
  nameTaken: 'An alarm type with that name already exists',
  inUse: 'Patients use this alarm type, so it cannot be deleted',
  unknownAlarmType: 'Could not find the alarm type',
} as const;
