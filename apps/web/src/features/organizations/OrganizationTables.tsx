import type { ReactNode } from 'react';
import { ActionIcon, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { Clinic, Country, Organization } from './api.ts';

interface Row {
  key: number;
  cells: ReactNode[];
  /** What the edit pen says it edits; no pen without onEdit. */
  label: string;
  onEdit?: () => void;
}

function SimpleTable({ headers, rows }: { headers: string[]; rows: Row[] }) {
  const { t } = useTranslation();
  const editable = rows.some((row) => row.onEdit);
  if (rows.length === 0) return <EmptyState title={t('common.noData')} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
            {editable && <Table.Th aria-label={t('organization.edit')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={headers[index]}>{cell}</Table.Td>
              ))}
              {row.onEdit && (
                <Table.Td w={48}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('organization.editNamed', { name: row.label })}
                    onClick={row.onEdit}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function OrganizationsTable({
  organizations,
  onEdit,
}: {
  organizations: Organization[];
  onEdit?: (organization: Organization) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      headers={[
        t('organization.organizationName'),
        t('organization.clinicNames'),
        t('organization.organizationNumber'),
      ]}
      rows={organizations.map((organization) => ({
        key: organization.idorganization,
        label: organization.organizationName,
        onEdit: onEdit && (() => onEdit(organization)),
        cells: [
          organization.organizationName,
          organization.clinicNames.join(', '),
          organization.organizationNumber,
        ],
      }))}
    />
  );
}

export function ClinicsTable({ clinics, onEdit }: { clinics: Clinic[]; onEdit?: (clinic: Clinic) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      headers={[
        t('organization.clinicName'),
        t('organization.organizationName'),
        t('organization.clinicCountry'),
        t('organization.clinicCity'),
        t('organization.isDryGuardians'),
      ]}
      rows={clinics.map((clinic) => ({
        key: clinic.idclinic,
        label: clinic.clinicName,
        onEdit: onEdit && (() => onEdit(clinic)),
        cells: [
          clinic.clinicName,
          clinic.organization.organizationName,
          clinic.country.name,
          clinic.city,
          clinic.isDryGuardians ? t('common.yes') : t('common.no'),
        ],
      }))}
    />
  );
}

export function CountriesTable({
  countries,
  onEdit,
}: {
  countries: Country[];
  onEdit?: (country: Country) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      headers={[t('organization.countryName')]}
      rows={countries.map((country) => ({
        key: country.idcountry,
        label: country.name,
        onEdit: onEdit && (() => onEdit(country)),
        cells: [country.name],
      }))}
    />
  );
}
