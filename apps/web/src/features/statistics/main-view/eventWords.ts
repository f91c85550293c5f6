import { useTranslation } from 'react-i18next';
import { useFlavour } from '../../../platform/useFlavour.ts';

/** What the predictions are judged on: hospital admissions (generic) or dropouts (bedwetting). */
export function useEventWords() {
  const { t } = useTranslation();
  const dropouts = useFlavour()?.customer === 'bedwetting';
  return {
    missed: dropouts ? t('statistics.missedDropouts') : t('statistics.missedHosp'),
    total: dropouts ? t('statistics.totalDropouts') : t('statistics.totalHosp'),
  };
}
