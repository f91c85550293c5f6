import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hideToast, notifyDone, notifyProgress, notifySuccess } from '../../../platform/notify.ts';
import {
  checkEarlyTreatment,
  useDeletePatient,
  useFixTechnicalErrors,
  useLogOutWatch,
  usePredictTreatment,
} from './actionsApi.ts';
import type { PatientDetail } from './patientDetail.ts';

/** Delete patient: asks 'Are you sure you want to delete this patient?' first (docs/requirements/validation.md#patient-menu). */
export function useDeleteWithConfirm(patient: PatientDetail): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletePatient = useDeletePatient();
  return () =>
    openConfirmModal({
      title: t('patientMenu.delete'),
      children: <Text size="sm">{t('patientMenu.deleteConfirm')}</Text>,
      labels: { confirm: t('patientMenu.deleteButton'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
      onConfirm: () =>
        deletePatient.mutate(patient.idpatient, {
          onSuccess: () => {
            notifySuccess(t('common.done'));
            void navigate('/patients');
          },
        }),
    });
}

/** Mark all technical errors fixed, after a confirmation naming the patient. */
export function useFixErrorsWithConfirm(patient: PatientDetail): () => void {
  const { t } = useTranslation();
  const fixErrors = useFixTechnicalErrors();
  return () =>
    openConfirmModal({
      title: t('patientMenu.fixTechnicalErrors'),
      children: <Text size="sm">{t('patientMenu.fixConfirm', { name: patient.fullName })}</Text>,
      labels: { confirm: t('patientMenu.fixButton'), cancel: t('common.cancel') },
      onConfirm: () =>
        fixErrors.mutate(patient.idpatient, {
          onSuccess: ({ fixed }) => notifySuccess(t('patientMenu.fixed', { fixed })),
        }),
    });
}

/** Log out the patient's smartwatch (docs/requirements/patients.md#smartwatch-logout), after a confirmation naming the patient. */
export function useLogOutWatchWithConfirm(patient: PatientDetail): () => void {
  const { t } = useTranslation();
  const logOutWatch = useLogOutWatch();
  return () =>
    openConfirmModal({
      title: t('patientMenu.logOutWatch'),
      children: <Text size="sm">{t('watchLogout.confirm', { name: patient.fullName })}</Text>,
      labels: { confirm: t('watchLogout.button'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-watch-logout' },
      onConfirm: () =>
        logOutWatch.mutate(patient.idpatient, {
          onSuccess: () => notifySuccess(t('watchLogout.done')),
        }),
    });
}

/**
 * Predict treatment (docs/requirements/patients.md#treatment-prediction): a check first; when a prediction exists, a confirm warns that
 * the old ones will be removed. The views refresh when the new prediction is stored.
 */
export function usePredictTreatmentWithConfirm(patient: PatientDetail): () => Promise<void> {
  const { t } = useTranslation();
  const predict = usePredictTreatment();
  const toast = `predict-treatment-${patient.idpatient}`;
  const run = () => {
    notifyProgress(toast, t('patientMenu.predicting', { name: patient.fullName }));
    predict.mutate(patient.idpatient, {
      onSuccess: () => notifyDone(toast, t('patientMenu.predicted')),
      // The failure itself is told by the mutation's error toast.
      onError: () => hideToast(toast),
    });
  };
  return async () => {
    if (!(await checkEarlyTreatment(patient.idpatient))) return run();
    openConfirmModal({
      title: t('patientMenu.predictTreatment'),
      children: <Text size="sm">{t('patientMenu.predictConfirm', { name: patient.fullName })}</Text>,
      labels: { confirm: t('patientMenu.predictButton'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-predict' },
      onConfirm: run,
    });
  };
}
