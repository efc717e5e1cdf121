import type { DocumentoRevision } from '@sello/shared-api';
import { formatDate } from '@sello/shared-ui';
import { DataTable, FileViewer } from '@sello/shared-ui/widgets';
import { downloadArchivo } from '@sello/shared-api/staff';

/** Bitácora, Formulario de Declaración or the admissibility files: the current file of each document. */
export function DocumentsTable({ caption, documents }: { caption: string; documents: readonly DocumentoRevision[] }) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={[
        { key: 'nombre', header: 'Documento', cell: (doc: DocumentoRevision) => doc.nombre },
        { key: 'fecha', header: 'Fecha de subida', cell: (doc: DocumentoRevision) => (doc.archivo ? formatDate(doc.archivo.created_at) : '—') },
        {
          key: 'archivo',
          header: 'Archivo',
          cell: (doc: DocumentoRevision) => (doc.archivo ? <FileViewer file={doc.archivo} label={doc.nombre} load={downloadArchivo} /> : 'Sin archivo'),
        },
      ]}
      rows={documents}
      getRowKey={(doc) => doc.clave}
      rowTitle={(doc) => doc.nombre}
      emptyMessage="La institución no ha subido este documento."
    />
  );
}
