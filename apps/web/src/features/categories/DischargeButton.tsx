import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PatientListDialog } from '../../components/PatientListDialog.tsx';
import { DISCHARGE_CATEGORY_NAME, useDischargePatients } from './useDischargePatients.ts';

/** Generic flavour: the Discharge<30 category's patients, one click from the patients list. */
export function DischargeButton() {
  const { t } = useTranslation();
  const patients = useDischargePatients();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        size="compact-md"
        leftSection={<IconDoorExit size={18} stroke={1.6} />}
        onClick={open}
        data-testid="discharge-button"
      >
        {DISCHARGE_CATEGORY_NAME}
      </Button>
      <PatientListDialog
        title={DISCHARGE_CATEGORY_NAME}
        detailLabel={t('genericTools.aiScore')}
        rows={patients}
        opened={opened}
        onClose={close}
      />
    </>
  );
}
