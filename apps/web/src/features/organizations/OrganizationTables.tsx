import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import type { Clinic, Country, Organization } from './api.ts';

function SimpleTable({ headers, rows }: { headers: string[]; rows: { key: number; cells: ReactNode[] }[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState title={t('common.noData')} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={headers[index]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function OrganizationsTable({ organizations }: { organizations: Organization[] }) {
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
        cells: [
          organization.organizationName,
          organization.clinicNames.join(', '),
          organization.organizationNumber,
        ],
      }))}
    />
  );
}

export function ClinicsTable({ clinics }: { clinics: Clinic[] }) {
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

export function CountriesTable({ countries }: { countries: Country[] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      headers={[t('organization.countryName')]}
      rows={countries.map((country) => ({ key: country.idcountry, cells: [country.name] }))}
    />
  );
}
