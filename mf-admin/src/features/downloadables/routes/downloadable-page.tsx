import { createDescargable, deleteDescargable, getAdminDescargable, updateDescargable } from '@sello/shared-api/staff';
import { Button, HStack, Link, notify, Stack, useAsync, useNavigate, useParams } from '@sello/shared-ui';
import { ErrorSummary, FileInput, FormField, Input } from '@sello/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { AdminPageHeader, AsyncBlock } from '../../admin-core/components/admin-page';
import { DeleteAction } from '../../admin-core/components/delete-action';
import { LeaveForm } from '../../admin-core/components/leave-form';
import { useSaveForm } from '../../admin-core/lib/save-form';

const LIST = '/admin/panel/descargables';
type Errors = Partial<Record<'nombre' | 'ubicacion' | 'documento', string>>;
const SAVE_ID = 'descargable-guardar';
const DELETE_ID = 'descargable-eliminar';

/** /admin/panel/descargables/crear and /{id}: the button's name, where it shows, and the PDF. */
export function DownloadablePage() {
  const { id } = useParams();
  const editing = id !== undefined && id !== 'crear';
  const data = useAsync(() => (editing ? getAdminDescargable(Number(id)) : Promise.resolve(null)), [id]);
  const title = editing ? 'Editar descargable' : 'Agregar descargable';
  return (
    <>
      <AdminPageHeader title={title} />
      <AsyncBlock state={{ ...data, data: data.loading ? null : { item: data.data } }} missing={{ to: LIST, label: 'Volver a descargables' }}>
        {({ item }) => <DownloadableForm key={item?.id ?? 'nuevo'} item={item} title={title} />}
      </AsyncBlock>
    </>
  );
}

function DownloadableForm({ item, title }: { item: Awaited<ReturnType<typeof getAdminDescargable>> | null; title: string }) {
  const navigate = useNavigate();
  const [nombre, setNombre] = useState(item?.nombre ?? '');
  const [ubicacion, setUbicacion] = useState(item?.ubicacion ?? '');
  const [file, setFile] = useState<File | null>(null);
  const { errors, busy, summary, attempt, submit, refuse } = useSaveForm(title, ['nombre', 'ubicacion', 'documento'] as const, SAVE_ID);

  const changed = {
    'Nombre del botón': nombre !== (item?.nombre ?? ''),
    'Ubicación': ubicacion !== (item?.ubicacion ?? ''),
    'Documento (PDF)': file !== null,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!nombre.trim()) found.nombre = 'El nombre del documento es requerido.';
    if (!ubicacion.trim()) found.ubicacion = 'La ubicación es requerida.';
    if (!item && !file) found.documento = 'El documento es requerido.';
    if (file && file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) found.documento = 'El documento debe ser un PDF.';
    void submit(found, async () => {
      if (item) await updateDescargable(item.id, { nombre: nombre.trim(), ubicacion: ubicacion.trim(), documento: file ?? undefined, updated_at: item.updated_at });
      else if (file) await createDescargable({ nombre: nombre.trim(), ubicacion: ubicacion.trim(), documento: file });
      notify({ type: 'success', title: 'Datos enviados correctamente.' });
      navigate(LIST);
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary attempt={attempt} errors={summary} />
      <Stack gap="6" maxW="3xl">
        <FormField id="nombre" label="Nombre del botón" helperText="El texto del enlace de descarga, por ejemplo «Descargar bases»." errorText={errors.nombre} required>
          <Input value={nombre} maxLength={255} onChange={(event) => setNombre(event.target.value)} />
        </FormField>
        <FormField id="ubicacion" label="Ubicación" helperText="Dónde se muestra en el sitio: «bases» es el botón Descargar bases de la portada y de las páginas de categorías (un solo documento); «bitacora» y «declaracion», las plantillas del paso 1 de la postulación." errorText={errors.ubicacion} required>
          <Input value={ubicacion} maxLength={255} onChange={(event) => setUbicacion(event.target.value)} />
        </FormField>
        <FormField id="documento" label="Documento (PDF)" errorText={errors.documento} required={!item}
          helperText={item?.documento_url ? <>Actual: <Link href={item.documento_url} target="_blank" rel="noopener noreferrer" textDecoration="underline">{item.nombre} (se abre en una pestaña nueva)</Link>. Elige otro archivo para reemplazarlo.</> : 'Hasta 20 MB.'}>
          <FileInput accept="application/pdf,.pdf" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </FormField>
        <HStack gap="4" flexWrap="wrap">
          <LeaveForm to={LIST} label="Volver" changed={changed} />
          <Button id={SAVE_ID} type="submit" loading={busy} loadingText="Guardando…">Guardar</Button>
          {item ? (
            <DeleteAction
              id={DELETE_ID}
              label="Eliminar"
              title="¿Eliminar este documento?"
              confirmLabel="Eliminar documento"
              remove={async () => {
                await deleteDescargable(item.id);
                notify({ type: 'success', title: 'Documento eliminado.' });
                navigate(LIST);
              }}
              onRefused={refuse}
            >
              «{item.nombre}» dejará de poder descargarse desde el sitio.
            </DeleteAction>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}
