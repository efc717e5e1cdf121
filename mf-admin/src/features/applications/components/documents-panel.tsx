import type { DocumentoRevision } from '@sello/shared-api';
import { Box, Button, chakra, formatDate, Text } from '@sello/shared-ui';
import { DataTable, downloadFile, FileViewer } from '@sello/shared-ui/widgets';
import { downloadArchivo } from '@sello/shared-api/staff';

function Versions({ doc }: { doc: DocumentoRevision }) {
  const earlier = doc.versiones.slice(1);
  if (earlier.length === 0) return <Text>Sin versiones anteriores</Text>;
  return (
    <chakra.ul listStyleType="none" p="0" m="0">
      {earlier.map((version) => (
        <li key={version.version}>
          {/* Wraps: at 390 px and font 1.4 the one-line label scrolled the page sideways (WCAG 1.4.10). */}
          <Button size="sm" variant="ghost" textAlign="start" onClick={() => void downloadFile(version.archivo, downloadArchivo)}>
            {`Versión ${version.version} (${formatDate(version.created_at)})`}
            <Box as="span" srOnly>{` de ${doc.nombre}: descargar`}</Box>
          </Button>
        </li>
      ))}
    </chakra.ul>
  );
}

/** Bitácora, Formulario de Declaración and the admissibility files, with their earlier versions and observations. */
export function DocumentsPanel({ caption, documents }: { caption: string; documents: readonly DocumentoRevision[] }) {
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={[
        { key: 'nombre', header: 'Documento', cell: (doc: DocumentoRevision) => doc.nombre },
        { key: 'archivo', header: 'Archivo actual', cell: (doc: DocumentoRevision) => (doc.archivo ? <FileViewer file={doc.archivo} label={doc.nombre} load={downloadArchivo} /> : 'Sin archivo') },
        { key: 'versiones', header: 'Versiones anteriores', cell: (doc: DocumentoRevision) => <Versions doc={doc} /> },
        {
          key: 'observacion',
          header: 'Observación',
          cell: (doc: DocumentoRevision) => (doc.observacion
            ? `${doc.observacion.texto} (plazo ${formatDate(doc.observacion.plazo_respuesta)}${doc.observacion.respondida_at ? ', respondida' : ''})`
            : '—'),
        },
      ]}
      rows={documents}
      getRowKey={(doc) => doc.clave}
      rowTitle={(doc) => doc.nombre}
      emptyMessage="La institución no ha subido documentos."
    />
  );
}
