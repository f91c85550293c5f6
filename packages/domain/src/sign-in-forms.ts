import { z } from 'zod/mini';
import { PASSWORD_MESSAGES, passwordProblem } from './password.ts';
import { LOGIN_MESSAGES } from './session.ts';

// zod/mini, as the session's schemas: these forms are the pages shown before login (see session.ts).
const filled = (message: string) => z.string().check(z.refine((value) => value !== '', message));
const filledTrimmed = (message: string) =>
  z.string().check(z.refine((value) => value.trim() !== '', message));

/** The login form (docs/requirements/screens-and-routes.md#sign-in-screens): a username and a password, both required. */
export const loginFormSchema = z.object({
  username: filledTrimmed(LOGIN_MESSAGES.required),
  password: filled(LOGIN_MESSAGES.required),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** The forgotten-password form: the e-mail address a reset link goes to. */
export const forgotPasswordFormSchema = z.object({ email: filledTrimmed(LOGIN_MESSAGES.emailRequired) });
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

interface NewPassword {
  password: string;
  repeatPassword: string;
}

/** Adds the first password rule the new password breaks, worded with `mismatch` when the two differ. */
function checkNewPassword(mismatch: 'mismatch' | 'mismatchRetry') {
  return (form: NewPassword, context: z.core.$RefinementCtx<NewPassword>) => {
    const problem = passwordProblem(form.password, form.repeatPassword);
    if (problem === null) return;
    context.addIssue({
      code: 'custom',
      path: [problem === 'mismatch' ? 'repeatPassword' : 'password'],
      message: PASSWORD_MESSAGES[problem === 'mismatch' ? mismatch : problem],
    });
  };
}

/** The reset-password form of the e-mailed link; a mismatch reads 'Password does not match, try again!'. */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), repeatPassword: z.string() })
  .check(z.superRefine(checkNewPassword('mismatchRetry')));
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

const updateRequired = LOGIN_MESSAGES.updateRequired;

/** The update-password form (docs/requirements/screens-and-routes.md#sign-in-screens): every field required first, then the password rules. */
export const updatePasswordFormSchema = z
  .object({
    username: filledTrimmed(updateRequired),
    oldPassword: filled(updateRequired),
    password: filled(updateRequired),
    repeatPassword: filled(updateRequired),
  })
  .check(
    z.superRefine((form, context) => {
      // A missing field is told first; the rules of an unfinished password would only be noise.
      if (form.username.trim() === '' || [form.oldPassword, form.password, form.repeatPassword].includes(''))
        return;
      checkNewPassword('mismatch')(form, context);
    }),
  );
export type UpdatePasswordFormValues = z.infer<typeof updatePasswordFormSchema>;
