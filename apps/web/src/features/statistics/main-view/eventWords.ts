import { useTranslation } from 'react-i18next';
import { useFlavour } from '../../../platform/useFlavour.ts';

/** What the predictions are judged on: the flavour's event, hospital admissions or dropouts. */
export function useEventWords() {
  const { t } = useTranslation();
  const dropouts = useFlavour()?.statistics.event === 'dropout';
  return {
    missed: dropouts ? t('statistics.missedDropouts') : t('statistics.missedHosp'),
    total: dropouts ? t('statistics.totalDropouts') : t('statistics.totalHosp'),
  };
}
