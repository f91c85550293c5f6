import type { CSSProperties, ReactNode, Ref } from 'react';
import {
  Alert,
  Badge,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconBellRinging } from '@tabler/icons-react';
import {
  CATEGORY_PANEL_PAGE_SIZE,
  type CategoryAcknowledgement,
  type PatientStatusRow,
  type VariableColumn,
} from '@vigil/domain';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../platform/failureToast.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import classes from './CategoryPanels.module.css';
import { CategoryPatientsTable } from './CategoryPatientsTable.tsx';

export interface PanelRows {
  patients: readonly PatientStatusRow[];
  variables: readonly VariableColumn[];
  total: number;
  /** Alert categories: the latest acknowledgement of the page's patients that have one. */
  acknowledgements?: readonly CategoryAcknowledgement[];
  /** True while the next page is on its way and the previous one still shows. */
  stale: boolean;
}

interface PanelFrameProps {
  testId: string;
  name: string;
  isAlert: boolean;
  /** The panel's patient count before its rows have come. */
  count: number;
  rows: PanelRows | undefined;
  error: Error | null;
  page: number;
  onPage: (page: number) => void;
  onOpen: () => void;
  onAiFactors: (patient: PatientStatusRow) => void;
  onRemove?: (patient: PatientStatusRow) => void;
  /** Given for an alert category: each row's alert can be acknowledged. */
  onAcknowledge?: (patient: PatientStatusRow) => void;
  /** The drag handle, for panels that can be reordered. */
  handle?: ReactNode;
  /** Buttons at the right of the title (the category message editor). */
  actions?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  dragging?: boolean;
}

/** One category's panel: its name and count, six patients a page, and paging (docs/requirements/screens-and-routes.md#categories-page). */
export function PanelFrame({ ref, style, dragging = false, ...props }: PanelFrameProps) {
  const { t } = useTranslation();
  const { rows, error, name } = props;
  const total = rows?.total ?? props.count;
  const pages = Math.max(1, Math.ceil(total / CATEGORY_PANEL_PAGE_SIZE));
  return (
    <Paper
      ref={ref}
      style={style}
      withBorder
      radius="md"
      p="sm"
      className={classes.panel}
      data-dragging={dragging || undefined}
      data-alert={props.isAlert || undefined}
      data-paged={pages > 1 || undefined}
      data-testid={props.testId}
      aria-label={name}
      component="section"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
        <Group gap={8} wrap="nowrap" miw={0}>
          {props.handle}
          {props.isAlert && (
            <Tooltip label={t('categoryPanels.alertCategory')}>
              <IconBellRinging
                size={18}
                color="var(--mantine-color-red-6)"
                aria-label={t('categoryPanels.alertCategory')}
              />
            </Tooltip>
          )}
          {/* The whole name too: a long one is cut short in the panel's header. */}
          <Tooltip label={`${name} · ${t('categoryPanels.openAll')}`} openDelay={300} multiline maw={320}>
            <UnstyledButton className={classes.title} onClick={props.onOpen} data-testid="panel-open">
              {name}
            </UnstyledButton>
          </Tooltip>
          <Badge variant="light" color={total > 0 ? undefined : 'gray'} size="sm" data-testid="panel-count">
            {total}
          </Badge>
        </Group>
        <Group gap={2} wrap="nowrap" data-no-print>
          {props.actions}
        </Group>
      </Group>
      <div className={classes.body}>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {failureText(error)}
          </Alert>
        ) : !rows ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('app.loading')} />
          </Center>
        ) : rows.patients.length === 0 ? (
          <EmptyState title={t('common.noData')} />
        ) : (
          <CategoryPatientsTable
            patients={rows.patients}
            variables={rows.variables}
            onAiFactors={props.onAiFactors}
            onRemove={props.onRemove}
            onAcknowledge={props.onAcknowledge}
            acknowledgements={rows.acknowledgements}
            loading={rows.stale}
          />
        )}
      </div>
      {pages > 1 && (
        <Group justify="center" mt={6} data-no-print>
          <Pagination
            size="xs"
            total={pages}
            value={props.page + 1}
            onChange={(value) => props.onPage(value - 1)}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? t('patients.previousPage')
                  : control === 'next'
                    ? t('patients.nextPage')
                    : undefined,
            })}
          />
        </Group>
      )}
    </Paper>
  );
}
