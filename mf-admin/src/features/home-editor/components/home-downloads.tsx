import { createDescargable, getAdminDescargables } from '@sello/shared-api/staff';
import { Button, Heading, HStack, Link, notify, RouterLink, Stack, useAsync, VisuallyHidden } from '@sello/shared-ui';
import { DataTable, FileInput, FormField, Input } from '@sello/shared-ui/widgets';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormAlert } from '../../admin-core/components/form-alert';
import { useRefusal } from '../../admin-core/lib/refusal';

const LOCATIONS_HINT = 'El sitio lee «bitacora» y «declaracion» (plantillas del paso 1 de la postulación) y «bases» (un solo documento: para cambiar las bases, reemplaza el archivo del que ya está).';

/** The downloadables of the site, with several PDFs added at once (each becomes one downloadable). */
export function HomeDownloads({ pageTitle }: { pageTitle: string }) {
  const list = useAsync(() => getAdminDescargables(), []);
  const [files, setFiles] = useState<File[]>([]);
  // No default: «bases» holds one document (the site's 'Descargar bases'), and a second one is refused.
  const [ubicacion, setUbicacion] = useState('');
  const [busy, setBusy] = useState(false);
  const [ubicacionError, setUbicacionError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const { refused, refuse, clear } = useRefusal(pageTitle);

  const add = async () => {
    if (!files.length) return;
    if (!ubicacion.trim()) {
      // Said at the field, with focus on it: the button used to do nothing at all. The error is in the
      // page before focus moves, so the field is read as invalid, with its reason.
      flushSync(() => setUbicacionError('La ubicación es requerida.'));
      document.getElementById('home-archivos-ubicacion')?.focus();
      return;
    }
    setUbicacionError(undefined);
    clear();
    setBusy(true);
    let done = 0;
    try {
      for (const file of files) {
        await createDescargable({ nombre: file.name.replace(/\.pdf$/i, ''), ubicacion: ubicacion.trim(), documento: file });
        done += 1;
      }
      notify({ type: 'success', title: 'Datos enviados correctamente.', description: `${files.length} archivo(s) agregado(s).` });
      setFiles([]);
      // With nothing chosen, 'Agregar archivos' is disabled and would drop focus to <body>: the file
      // field takes it, ready for the next ones.
      if (inputRef.current) {
        inputRef.current.value = '';
        inputRef.current.focus();
      }
      list.reload();
    } catch (error) {
      // The files before the refused one were added (the list shows them): a retry sends only the rest.
      const refusedFile = files[done];
      setFiles(files.slice(done));
      refuse(error, refusedFile ? `«${refusedFile.name}»: ` : '');
      list.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="home-descargables" gap="4">
      <Heading as="h2" id="home-descargables" textStyle="xl">Archivos descargables</Heading>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      <DataTable
        caption="Archivos descargables"
        captionHidden
        rows={list.data ?? []}
        getRowKey={(d) => d.id}
        rowTitle={(d) => d.nombre}
        emptyMessage={list.data ? 'Aún no hay documentos.' : 'Cargando…'}
        columns={[
          { key: 'nombre', header: 'Requisito' },
          { key: 'documento', header: 'Archivo', cell: (d) => (d.documento_url ? <Link href={d.documento_url} target="_blank" rel="noopener noreferrer" textDecoration="underline">{d.ubicacion}<VisuallyHidden> (PDF de {d.nombre}, se abre en una pestaña nueva)</VisuallyHidden></Link> : '—') },
          { key: 'editar', header: 'Editar', cell: (d) => <Link asChild textDecoration="underline"><RouterLink to={`/admin/panel/descargables/${d.id}`}>Editar<VisuallyHidden> {d.nombre}</VisuallyHidden></RouterLink></Link> },
        ]}
      />
      <HStack gap="4" alignItems="flex-end" flexWrap="wrap">
        <FormField id="home-archivos" label="Agregar archivos (PDF, puedes elegir varios)">
          <FileInput ref={inputRef} multiple accept="application/pdf,.pdf" onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
        </FormField>
        <FormField id="home-archivos-ubicacion" label="Ubicación de los archivos nuevos" helperText={LOCATIONS_HINT} errorText={ubicacionError} required>
          <Input value={ubicacion} onChange={(event) => setUbicacion(event.target.value)} maxW="xs" />
        </FormField>
        <Button type="button" onClick={() => void add()} loading={busy} disabled={!files.length}>Agregar archivos</Button>
      </HStack>
      <FormAlert id="home-archivos-error" message={refused} />
    </Stack>
  );
}
