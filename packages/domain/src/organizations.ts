import { z } from 'zod';
import { PATIENT_CONNECTIONS, POSITIONS, ROLES } from './roles.ts';
import { integerColumnSchema } from './ids.ts';

export const organizationRefSchema = z.object({
  idorganization: integerColumnSchema,
  organizationName: z.string(),
});
export const countrySchema = z.object({ idcountry: integerColumnSchema, name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** A clinic as GET /organizations-and-clinics-and-countries returns it (administration §3). */
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
