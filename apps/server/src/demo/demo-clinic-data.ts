import type { Customer, Language, MessageLanguage, PatientConnection, Position, Role } from '@vigil/domain';

/**
 * Who and what the demo clinic of each flavour holds. Every user shares one password, which
 * passes the spec's password rules; main.ts prints the logins at first start.
 */
export const DEMO_PASSWORD = 'VigilDemo2026';

export interface DemoClinicSpec {
  name: string;
  /** Index into the organizations of the flavour. */
  organization: number;
  /** English country name, as in reference-data.ts. */
  country: string;
  city: string;
  /** Language of the staff working there. */
  language: Language;
  premium: boolean;
}

export interface DemoPhysicianSpec {
  firstName: string;
  lastName: string;
  /** Index into the clinics. */
  clinic: number;
  /** The demo user who is this physician (the doctor), if any. */
  username?: string;
}

export interface DemoUserSpec {
  /** How main.ts names the login. */
  label: string;
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  position: Position;
  patientConnection: PatientConnection;
  /** Indexes into the clinics; 'all' for every clinic. */
  clinics: readonly number[] | 'all';
  /** ANOTHER_USER_PATIENTS: whose patients the user sees. */
  borrowsScopeOf?: string;
}

export interface DemoInterventionSpec {
  name: string;
  description: string;
  type: 'One day intervention' | 'Start and end date';
  names: readonly (readonly [MessageLanguage, string])[];
}

export interface DemoClinicData {
  organizations: readonly { name: string; organizationNumber: string }[];
  clinics: readonly DemoClinicSpec[];
  physicians: readonly DemoPhysicianSpec[];
  interventions: readonly DemoInterventionSpec[];
}

/** Users of every role and every patient scope; the first clinic is the one most of them work in. */
export const DEMO_USERS: readonly DemoUserSpec[] = [
  {
    label: 'Product admin',
    username: 'appadmin',
    firstName: 'Ada',
    lastName: 'Lindqvist',
    role: 'ROLE_MYAPPADMIN',
    position: 'ADMINISTRATOR',
    patientConnection: 'ORGANIZATION',
    clinics: 'all',
  },
  {
    label: 'Admin',
    username: 'admin',
    firstName: 'Henrik',
    lastName: 'Berg',
    role: 'ROLE_ADMIN',
    position: 'ADMINISTRATOR',
    patientConnection: 'ORGANIZATION',
    clinics: [0, 1],
  },
  {
    label: 'Superuser',
    username: 'superuser',
    firstName: 'Maria',
    lastName: 'Ekström',
    role: 'ROLE_SUPERUSER',
    position: 'RN',
    patientConnection: 'CLINIC',
    clinics: [0],
  },
  {
    label: 'Nurse',
    username: 'nurse',
    firstName: 'Sofia',
    lastName: 'Nilsson',
    role: 'ROLE_USER',
    position: 'RN',
    patientConnection: 'CLINIC',
    clinics: [0],
  },
  {
    label: 'Doctor',
    username: 'doctor',
    firstName: 'Erik',
    lastName: 'Holm',
    role: 'ROLE_USER',
    position: 'MD',
    patientConnection: 'OWN_PATIENTS',
    clinics: [0],
  },
  {
    label: 'Technician',
    username: 'technician',
    firstName: 'Jonas',
    lastName: 'Sandberg',
    role: 'ROLE_USER',
    position: 'TECHNICIAN',
    patientConnection: 'ANOTHER_USER_PATIENTS',
    borrowsScopeOf: 'doctor',
    clinics: [0],
  },
  {
    label: 'Other clinic',
    username: 'nurse2',
    firstName: 'Ingrid',
    lastName: 'Dahl',
    role: 'ROLE_USER',
    position: 'RN',
    patientConnection: 'CLINIC',
    clinics: [2],
  },
  {
    label: 'No clinic yet',
    username: 'newuser',
    firstName: 'Noah',
    lastName: 'Jansen',
    role: 'ROLE_USER',
    position: 'OTHER',
    patientConnection: 'MISSING_CLINIC',
    clinics: [],
  },
];

const BEDWETTING_CLINIC: DemoClinicData = {
  organizations: [
    { name: 'Nordic Paediatric Continence Network', organizationNumber: '802456-7890' },
    { name: 'Continental Child Health', organizationNumber: 'DE 284 193 552' },
  ],
  clinics: [
    {
      name: "Uppsala Children's Continence Clinic",
      organization: 0,
      country: 'Sweden',
      city: 'Uppsala',
      language: 'sv',
      premium: true,
    },
    {
      name: 'Bergen Paediatric Enuresis Clinic',
      organization: 0,
      country: 'Norway',
      city: 'Bergen',
      language: 'no',
      premium: false,
    },
    {
      name: "Aarhus Children's Bladder Clinic",
      organization: 1,
      country: 'Denmark',
      city: 'Aarhus',
      language: 'da',
      premium: false,
    },
    {
      name: "Hamburg Children's Continence Centre",
      organization: 1,
      country: 'Germany',
      city: 'Hamburg',
      language: 'de',
      premium: false,
    },
  ],
  physicians: [
    { firstName: 'Erik', lastName: 'Holm', clinic: 0, username: 'doctor' },
    { firstName: 'Karin', lastName: 'Wallin', clinic: 0 },
    { firstName: 'Ola', lastName: 'Haugen', clinic: 1 },
    { firstName: 'Mette', lastName: 'Kjær', clinic: 2 },
    { firstName: 'Jens', lastName: 'Brandt', clinic: 3 },
  ],
  interventions: [
    {
      name: 'Desmopressin start',
      description: 'Desmopressin added to the alarm treatment',
      type: 'One day intervention',
      names: [
        ['sv', 'Start av desmopressin'],
        ['de', 'Beginn mit Desmopressin'],
      ],
    },
    {
      name: 'Alarm pause',
      description: 'Alarm treatment paused, e.g. for a holiday or an illness',
      type: 'Start and end date',
      names: [
        ['sv', 'Larmpaus'],
        ['de', 'Alarmpause'],
      ],
    },
    {
      name: 'Alarm type change',
      description: 'The family was given another type of alarm',
      type: 'One day intervention',
      names: [['sv', 'Byte av larmtyp']],
    },
  ],
};

const GENERIC_CLINIC: DemoClinicData = {
  organizations: [
    { name: 'Riverside Health Partners', organizationNumber: 'GB 07651234' },
    { name: 'Lowlands Chronic Care', organizationNumber: 'NL 34218765' },
  ],
  clinics: [
    {
      name: 'Riverside Heart & Kidney Clinic',
      organization: 0,
      country: 'United Kingdom',
      city: 'Bristol',
      language: 'en',
      premium: true,
    },
    {
      name: 'Northbridge Dialysis Unit',
      organization: 0,
      country: 'United Kingdom',
      city: 'Leeds',
      language: 'en',
      premium: false,
    },
    {
      name: 'Amsterdam Heart Failure Clinic',
      organization: 1,
      country: 'Netherlands',
      city: 'Amsterdam',
      language: 'nl',
      premium: false,
    },
    {
      name: 'Rhine Valley Kidney Centre',
      organization: 1,
      country: 'Germany',
      city: 'Köln',
      language: 'de',
      premium: false,
    },
  ],
  physicians: [
    { firstName: 'Erik', lastName: 'Holm', clinic: 0, username: 'doctor' },
    { firstName: 'Priya', lastName: 'Shah', clinic: 0 },
    { firstName: 'Thomas', lastName: 'Whitfield', clinic: 1 },
    { firstName: 'Sanne', lastName: 'de Vries', clinic: 2 },
    { firstName: 'Markus', lastName: 'Weber', clinic: 3 },
  ],
  interventions: [
    {
      name: 'Diuretic dose change',
      description: 'Loop diuretic dose raised or lowered',
      type: 'One day intervention',
      names: [
        ['nl', 'Wijziging diureticadosis'],
        ['de', 'Änderung der Diuretikadosis'],
      ],
    },
    {
      name: 'Dry weight review',
      description: 'Target (dry) weight reassessed by the dialysis team',
      type: 'One day intervention',
      names: [['nl', 'Herziening droog gewicht']],
    },
    {
      name: 'Home monitoring pause',
      description: 'No home measurements expected, e.g. during travel',
      type: 'Start and end date',
      names: [
        ['nl', 'Pauze thuismeting'],
        ['de', 'Pause der Heimmessung'],
      ],
    },
  ],
};

export const DEMO_CLINIC_DATA: Readonly<Record<Customer, DemoClinicData>> = {
  bedwetting: BEDWETTING_CLINIC,
  generic: GENERIC_CLINIC,
};
