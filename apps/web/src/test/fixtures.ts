import {
  calendarNightSchema,
  categoryPanelSchema,
  limitSchema,
  patientStatusRowSchema,
  sessionResponseSchema,
  sessionUserSchema,
  variableColumnSchema,
  type CalendarNight,
  type CategoryPanel,
  type Customer,
  type Limit,
  type PatientStatusRow,
  type Role,
  type SessionResponse,
  type SessionUser,
  type VariableColumn,
} from '@vigil/domain';

// Every fixture goes through the domain's schema: a shape the server could not send fails here.

const POSITION_OF_ROLE = {
  ROLE_USER: 'RN',
  ROLE_SUPERUSER: 'MD',
  ROLE_ADMIN: 'ADMINISTRATOR',
  ROLE_MYAPPADMIN: 'ADMINISTRATOR',
} as const satisfies Record<Role, SessionUser['position']>;

/** A clinic's staff member with the given role (the demo clinic's nurse is a ROLE_USER). */
export function staffUser(userRole: Role): SessionUser {
  return sessionUserSchema.parse({
    iduser: 7,
    username: userRole.toLowerCase(),
    firstName: 'Kim',
    lastName: 'Berg',
    fullName: 'Kim Berg',
    position: POSITION_OF_ROLE[userRole],
    userRole,
    patientConnection: 'CLINIC',
    onlyActivePatients: false,
    language: 'en',
    lastPatientViewId: null,
    theme: 'default',
  });
}

/** GET /session for a logged-in user. */
export function sessionOf(user: SessionUser, customerName: Customer): SessionResponse {
  return sessionResponseSchema.parse({
    user,
    customerName,
    isAuthenticated: true,
    token: 'test-token',
    firstTimeLogin: false,
    updatePasswordUsername: null,
    profile: 'test',
    buildNumber: 'test',
    idleExpiresAt: '2026-11-25T12:30:00.000Z',
  });
}

/** A row of the patients list (also of category panels and the approval dialog). */
export function patientRow(
  patient: Pick<PatientStatusRow, 'idpatient' | 'fullName'> & Partial<PatientStatusRow>,
): PatientStatusRow {
  const [firstName = '', lastName = ''] = patient.fullName.split(' ');
  return patientStatusRowSchema.parse({
    firstName,
    lastName,
    dateOfBirth: '2018-03-14',
    age: 8,
    gender: 'Female',
    language: 'en',
    inactive: false,
    approvedClinic: true,
    clinicsName: ['Demo clinic'],
    service: { state: 'ACTIVE', until: '2027-01-31' },
    serviceEnabled: true,
    serviceExpiryDate: '2027-01-31',
    serviceTrialExpiryDate: null,
    daysSinceRegistration: 30,
    daysSinceFirstEntry: 28,
    latestAiPrediction: null,
    reviewed: null,
    newDataSinceReview: false,
    dangerList: {},
    ...patient,
  });
}

/** A status column of the list: one variable of the current variables page. */
export function variableColumn(
  variable: Pick<VariableColumn, 'idpatientVariables' | 'acronyme' | 'variableName'>,
): VariableColumn {
  return variableColumnSchema.parse({
    acronymeTranslate: variable.acronyme,
    units: '',
    priority: 1,
    ...variable,
  });
}

/** A rule-based category's panel with its patient count. */
export function categoryPanel(
  panel: Pick<CategoryPanel, 'categoryId' | 'categoryName' | 'numberOfPatients'> & Partial<CategoryPanel>,
): CategoryPanel {
  return categoryPanelSchema.parse({
    idruleBasedCategoryUser: panel.categoryId,
    idcategoryuser: null,
    categoryNameTranslated: panel.categoryName,
    categoryType: 'RULE_BASED',
    sharableType: null,
    isPremiumFeature: false,
    isSuggested: false,
    isShared: true,
    canEdit: false,
    priority: null,
    ...panel,
  });
}

/** A limit as the limit-in-force call sends it: a general one unless `type` says otherwise. */
export function limit(values: Pick<Limit, 'idlimits'> & Partial<Limit>): Limit {
  return limitSchema.parse({
    type: 'LimitsGeneral',
    patientVariable: { idpatientVariables: 11, variableName: 'Wet nights', acronyme: 'WET', units: '' },
    alertLow: 0,
    abnormalLow: 0,
    lowerLimitNormal: 0,
    upperLimitNormal: 2,
    abnormalHigh: 3,
    alertHigh: 5,
    gender: 'ALL',
    ageLower: null,
    ageUpper: null,
    patient: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...values,
  });
}

/** A day of the nights calendar with nothing recorded; `facts` fill in what was. */
export function calendarNight(
  night: string,
  state: CalendarNight['state'],
  facts: Partial<CalendarNight> = {},
): CalendarNight {
  return calendarNightSchema.parse({
    night,
    state,
    value: null,
    wokeUp: null,
    selfWokeUp: null,
    timeStampWokeUp: null,
    wetSecondTime: null,
    recordedAt: null,
    corrected: false,
    technicalErrors: [],
    ...facts,
  });
}
