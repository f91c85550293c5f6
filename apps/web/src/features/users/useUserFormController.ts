import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { UserForm, UserFormContext } from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { failureText } from '../../platform/failureToast.ts';
import { translateMessage } from '../../i18n/domainMessages.ts';
import { checkUserForm, fieldOfUserProblem, type UserFormValues } from './userFormValues.ts';

interface UserFormControllerOptions {
  initialValues: UserFormValues;
  context: UserFormContext;
  iduser?: number;
  /** Sends the checked form; calls `onError` with the failure of the call. */
  save: (form: UserForm, onError: (error: Error) => void) => void;
}

/**
 * The user form's state and submit: the domain rules first, then the call; a message of the
 * rules (the client's or the server's 400) lands under its input, anything else above the form.
 */
export function useUserFormController({ initialValues, context, iduser, save }: UserFormControllerOptions) {
  const { t } = useTranslation();
  const form = useForm<UserFormValues>({ mode: 'controlled', initialValues });
  const [formError, setFormError] = useState<string | null>(null);

  const showProblem = (message: string, values: UserFormValues, messageId?: string) => {
    const field = fieldOfUserProblem(message, values, context, messageId);
    const text = translateMessage(message, t, messageId);
    if (field === null) {
      setFormError(text);
      return;
    }
    form.setFieldError(field, text);
    // The dialog scrolls; the input with the problem comes into view with the cursor in it.
    form.getInputNode(field)?.focus();
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const check = checkUserForm(values, context, iduser);
    if (!check.ok) {
      showProblem(check.problem, values);
      return;
    }
    save(check.form, (error) => {
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        showProblem(error.serverMessage, values, error.messageId);
      } else {
        setFormError(failureText(error));
      }
    });
  });

  return { form, formError, submit };
}
