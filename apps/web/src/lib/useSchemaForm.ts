import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * A form checked on submit by a domain zod schema. Its errors stay until the next submit: the
 * sign-in forms tell one problem at a time above their fields, not under each input as it changes.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.core.$ZodType<Values>,
  initialValues: Values,
) {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    clearInputErrorOnChange: false,
  });
}

/** The first problem a form's check found, or null when it found none. */
export function firstFormError(errors: FormErrors): string | null {
  return Object.values(errors).find((error) => typeof error === 'string') ?? null;
}
