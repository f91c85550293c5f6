import { calendarDateSchema } from './calendar-date.ts';
import { z } from 'zod';
import { PATIENT_CONNECTIONS, POSITIONS, ROLES } from './roles.ts';
import { integerColumnSchema } from './ids.ts';
import { ORGANIZATION_MESSAGES } from './organization-messages.ts';

export const organizationRefSchema = z.object({
  idorganization: integerColumnSchema,
  organizationName: z.string(),
});
export const countrySchema = z.object({ idcountry: integerColumnSchema, name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A clinic as GET /organizations-and-clinics-and-countries returns it (docs/requirements/administration.md#admin-entities). */
export const clinicSchema = z.object({
  idclinic: integerColumnSchema,
  clinicName: z.string(),
  city: z.string(),
  isDryGuardians: z.boolean(),
  /** Null means no premium features. */
  premiumEndDate: z.string().nullable(),
  organization: organizationRefSchema,
  country: countrySchema,
});
export type Clinic = z.infer<typeof clinicSchema>;

export const organizationSchema = organizationRefSchema.extend({
  organizationNumber: z.string().nullable(),
  clinicNames: z.array(z.string()),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationsAndClinicsSchema = z.object({
  clinics: z.array(clinicSchema),
  organizations: z.array(organizationSchema),
  countries: z.array(countrySchema),
});
export type OrganizationsAndClinics = z.infer<typeof organizationsAndClinicsSchema>;

/** GET /getProfiles: what the user form offers the caller (roles are only those they may give). */
export const profilesSchema = z.object({
  roles: z.array(z.enum(ROLES)),
  positions: z.array(z.enum(POSITIONS)),
  patientConnections: z.array(z.enum(PATIENT_CONNECTIONS)),
});
export type Profiles = z.infer<typeof profilesSchema>;

const required = (message: string) => z.string({ message }).trim().min(1, message).max(200);
const optionalId = integerColumnSchema.nullish();

/** POST /organizations: creates, or with idorganization changes, an organization. */
export const organizationFormSchema = z.object({
  idorganization: optionalId,
  organizationName: required(ORGANIZATION_MESSAGES.missingOrganizationName),
  organizationNumber: z.string().trim().max(50).nullish(),
});
export type OrganizationForm = z.input<typeof organizationFormSchema>;

/** POST /clinics: creates, or with idclinic changes, a clinic; premiumEndDate null means no premium. */
export const clinicFormSchema = z.object({
  idclinic: optionalId,
  organization: z.object(
    { idorganization: integerColumnSchema },
    { message: ORGANIZATION_MESSAGES.missingOrganization },
  ),
  country: z.object({ idcountry: integerColumnSchema }, { message: ORGANIZATION_MESSAGES.missingCountry }),
  clinicName: required(ORGANIZATION_MESSAGES.missingClinicName),
  city: z.string().trim().max(200).default(''),
  isDryGuardians: z.boolean().default(false),
  premiumEndDate: calendarDateSchema().nullish(),
});
export type ClinicForm = z.input<typeof clinicFormSchema>;

/** POST /countries: creates, or with idcountry renames, a country. */
export const countryFormSchema = z.object({
  idcountry: optionalId,
  name: required(ORGANIZATION_MESSAGES.missingName),
});
export type CountryForm = z.input<typeof countryFormSchema>;

/** Ticking Premium Features gives a year from today (docs/requirements/administration.md#clinic-premium). */
export function premiumEndFrom(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}
