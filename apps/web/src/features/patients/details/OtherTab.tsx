import { useState } from 'react';
import { PatientLimitDialog, type LimitVariable } from '../../limits/index.ts';
import { VariableHistoryPanels } from '../../variable-values/index.ts';
import { useRefreshPatients } from '../api.ts';
import type { PatientDetail } from './patientDetail.ts';

/** The Other tab: the variable history panels, and the patient-limit dialog they open. */
export function OtherTab({ patient }: { patient: PatientDetail }) {
  const refreshPatients = useRefreshPatients();
  const [limitOf, setLimitOf] = useState<LimitVariable | null>(null);
  return (
    <>
      <VariableHistoryPanels
        patientId={patient.idpatient}
        patientName={patient.fullName}
        timeZone={patient.timezone}
        dangerList={patient.dangerList}
        patientInactive={patient.inactive}
        onEditLimit={(variable) =>
          setLimitOf({
            idpatientVariables: variable.idpatientVariables,
            variableName: variable.variableNameTranslate,
            acronyme: variable.acronyme,
          })
        }
      />
      <PatientLimitDialog
        patient={patient}
        variable={limitOf}
        onClose={() => setLimitOf(null)}
        // A limit change moves the status icons and stars of this patient in every list.
        onChanged={refreshPatients}
      />
    </>
  );
}
