import type { MedioVerificacion } from '@sello/shared-api';
import { DownloadIcon, Link, Text, VisuallyHidden } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';

const columns = [
  { key: 'nombre', header: 'Medio de verificación' },
  { key: 'descripcion', header: 'Descripción' },
  {
    key: 'archivo_base',
    header: 'Archivo base',
    cell: (row: MedioVerificacion) =>
      row.archivo_base_url ? (
        <Link href={row.archivo_base_url} download>
          <DownloadIcon />
          <span>Descargar<VisuallyHidden>{` archivo base de ${row.nombre}`}</VisuallyHidden></span>
        </Link>
      ) : (
        <Text as="span" color="fg.muted">Sin archivo base</Text>
      ),
  },
] as const;

export function VerificationMeansTable({ rows }: { rows: readonly MedioVerificacion[] }) {
  return <DataTable caption="Medios de verificación" columns={columns} rows={rows} getRowKey={(row) => row.id} rowTitle={(row) => row.nombre} />;
}
