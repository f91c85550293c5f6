import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingHospital } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PatientListDialog } from '../../components/PatientListDialog.tsx';
import { useInHospitalPatients } from './useInHospitalPatients.ts';

/** Generic flavour: who is in hospital now, with their AI score. */
export function InHospitalButton() {
  const { t } = useTranslation();
  const patients = useInHospitalPatients();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        size="compact-md"
        leftSection={<IconBuildingHospital size={18} stroke={1.6} />}
        onClick={open}
        data-testid="in-hospital-button"
      >
        {t('genericTools.inHospital')}
      </Button>
      <PatientListDialog
        title={t('genericTools.inHospitalTitle')}
        detailLabel={t('genericTools.aiScore')}
        rows={patients}
        opened={opened}
        onClose={close}
      />
    </>
  );
}
