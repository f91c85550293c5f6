import { Badge, Text } from '@mantine/core';
import type { PatientStatusRow } from '@vigil/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/dates/dateFormat.ts';

type Reviewed = Pick<PatientStatusRow, 'reviewed' | 'newDataSinceReview'>;

/** When and by whom the care team last reviewed the patient, or that nobody has. */
export function reviewText(patient: Reviewed, t: TFunction): string {
  return patient.reviewed
    ? t('review.by', { when: formatDateTime(patient.reviewed.at), name: patient.reviewed.name })
    : t('review.never');
}

/** The "new data since review" badge; nothing when every entry has been reviewed. */
export function NewDataBadge({ patient }: { readonly patient: Reviewed }) {
  const { t } = useTranslation();
  if (!patient.newDataSinceReview) return null;
  return (
    <Badge
      size="xs"
      variant="outline"
      color="blue.9"
      title={t('review.newDataTitle')}
      data-testid="new-data-badge"
    >
      {t('review.newData')}
    </Badge>
  );
}

/** The list's review cell: when and by whom, dimmed when nobody has reviewed the patient. */
export function ReviewCell({ patient }: { readonly patient: Reviewed }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c={patient.reviewed ? undefined : 'dimmed'} data-testid="review-mark">
      {reviewText(patient, t)}
    </Text>
  );
}
