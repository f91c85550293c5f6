import { useDeferredValue, useState } from 'react';
import { Alert, Anchor, Button, Paper } from '@mantine/core';
import { IconBuildingHospital, IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { TableFrame } from '../../components/TableFrame.tsx';
import { LazyAiFactorsDialog, type AiFactorsTarget } from '../ai/index.ts';
import { usePatientList } from './api.ts';
import { ClinicApprovalDialog } from './list/ClinicApprovalDialog.tsx';
import { ListPagination } from '../../components/ListPagination.tsx';
import { nextSort } from './list/listParams.ts';
import { PatientsTable } from './list/PatientsTable.tsx';
import { PatientsToolbar } from './list/PatientsToolbar.tsx';
import { useApprovalPrompt } from './list/useApprovalPrompt.ts';
import { useListParams, useListWindow } from './list/useListParams.ts';

/** The patients list (docs/requirements/screens-and-routes.md#patients-list), the index after login. */
export function PatientsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const window = useListWindow();
  const list = usePatientList(params, window);
  const approval = useApprovalPrompt(list.data?.pendingApproval ?? false);
  const data = list.data;
  // The rows are drawn after the page around them, in a render React can pause: on a slow phone
  // the frame paints at once and drawing a hundred rows never holds a tap for long.
  const rows = useDeferredValue(data ?? null, null);
  const rowsBehind = rows !== (data ?? null);
  const [aiFactors, setAiFactors] = useState<AiFactorsTarget | null>(null);

  return (
    <Page
      title={t('nav.patients')}
      actions={
        data?.pendingApproval && (
          <Button
            variant="default"
            leftSection={<IconBuildingHospital size={18} color="var(--mantine-color-orange-9)" />}
            onClick={approval.open}
          >
            {t('approval.open')}
          </Button>
        )
      }
    >
      <Paper withBorder radius="md">
        <PatientsToolbar params={params} onChange={setParams} total={data?.total} window={window} />
        <TableFrame
          query={{ error: list.error, isPending: list.isPending || (rows === null && data !== undefined) }}
          isEmpty={(rows?.patients.length ?? 0) === 0}
          emptyTitle={t('common.noData')}
          emptyDescription={t('patients.empty')}
          loader="centred"
          alertSpacing="around"
        >
          {rows && rows.variables.length === 0 && (
            <Alert
              color="gray"
              variant="light"
              icon={<IconColumns3 />}
              m="sm"
              title={t('patients.emptyVariablePage', { page: window })}
              data-testid="empty-variable-page"
            >
              {t('patients.emptyVariablePageHow')}{' '}
              <Anchor component={Link} to="/controlpanel/variables">
                {t('nav.controlVariables')}
              </Anchor>
            </Alert>
          )}
          {rows && (
            <PatientsTable
              patients={rows.patients}
              variables={rows.variables}
              sort={params.sort}
              onSort={(key) => setParams({ sort: nextSort(params.sort, key), page: 0 })}
              loading={list.isPlaceholderData || rowsBehind}
              onAiFactors={setAiFactors}
            />
          )}
        </TableFrame>
        {data && (
          <ListPagination
            page={params.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => setParams({ page })}
          />
        )}
      </Paper>
      <ClinicApprovalDialog opened={approval.opened} onClose={approval.close} />
      <LazyAiFactorsDialog target={aiFactors} onClose={() => setAiFactors(null)} />
    </Page>
  );
}
