import type { ArchivoPrivado } from '@sello/shared-api';
import { formatDate } from '@sello/shared-ui';
import { DataTable } from '@sello/shared-ui/widgets';
import { FileActions } from './file-actions';

export interface FileRow {
  key: string;
  file: ArchivoPrivado;
  /** e.g. the verification means; shown as the first column when any row has one. */
  label?: string;
  onDelete?: () => void;
}

export interface FilesTableProps {
  caption: string;
  rows: readonly FileRow[];
  labelHeader?: string;
  emptyMessage?: string;
}

/** Uploaded private files: name, upload date and the download (and delete) actions. */
export function FilesTable({ caption, rows, labelHeader, emptyMessage = 'Aún no has subido archivos.' }: FilesTableProps) {
  const columns = [
    ...(labelHeader ? [{ key: 'label', header: labelHeader, cell: (row: FileRow) => row.label ?? '' }] : []),
    { key: 'archivo', header: 'Archivo', cell: (row: FileRow) => row.file.nombre_original },
    { key: 'fecha', header: 'Fecha de subida', cell: (row: FileRow) => formatDate(row.file.created_at) },
    { key: 'acciones', header: 'Acciones', cell: (row: FileRow) => <FileActions file={row.file} onDelete={row.onDelete} /> },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} getRowKey={(row) => row.key} emptyMessage={emptyMessage} />;
}
