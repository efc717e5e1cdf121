import { getHome, type HomeContent } from '@sello/shared-api';
import { updateHome } from '@sello/shared-api/staff';
import { Button, HStack, notify, PageHeading, Stack, useAsync } from '@sello/shared-ui';
import { ErrorSummary } from '@sello/shared-ui/widgets';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { AsyncBlock } from '../../admin-core/components/admin-page';
import { LeaveForm } from '../../admin-core/components/leave-form';
import { ImageField, type ImageValue } from '../../admin-core/components/image-field';
import { RichTextEditor } from '../../admin-core/components/rich-text-editor';
import { HomeDownloads } from '../components/home-downloads';
import { HomeInstitutions } from '../components/home-institutions';
import { useSaveForm } from '../../admin-core/lib/save-form';

const TITLE = 'Editar página de inicio';
const SAVE_ID = 'inicio-guardar';

/** /admin/home-editar: what the public home shows, saved at once (spec 2, now wired). */
export function HomeEditorPage() {
  const home = useAsync(() => getHome(), []);
  // Once saved, the form starts again from what the server kept (a new key), and the 'Guardar' pressed
  // goes with the old one: the new form's 'Guardar' takes focus (it fell to <body>).
  const saved = useRef(false);
  const onSaved = () => {
    saved.current = true;
    home.reload();
  };
  return (
    <>
      <PageHeading>{TITLE}</PageHeading>
      <AsyncBlock state={home}>{(data) => <HomeForm key={data.updated_at} home={data} onSaved={onSaved} justSaved={saved} />}</AsyncBlock>
      <Stack gap="10" mt="10">
        <HomeDownloads pageTitle={TITLE} />
        <HomeInstitutions />
      </Stack>
    </>
  );
}

type Errors = Partial<Record<'landing_image' | 'landing_image_alt' | 'texto_bajada', string>>;

function HomeForm({ home, onSaved, justSaved }: { home: HomeContent; onSaved: () => void; justSaved: RefObject<boolean> }) {
  const saveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!justSaved.current) return;
    justSaved.current = false;
    saveButton.current?.focus();
  }, [justSaved]);
  const [image, setImage] = useState<ImageValue>({ file: null, alt: home.landing_image_alt });
  const [text, setText] = useState(home.texto_bajada);
  const { errors, busy, summary, attempt, submit } = useSaveForm(TITLE, ['landing_image', 'landing_image_alt', 'texto_bajada'] as const, SAVE_ID);

  const changed = {
    'Imagen principal': image.file !== null || image.alt !== home.landing_image_alt,
    'Texto Bajada Home': text !== home.texto_bajada,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if ((image.file || home.landing_image) && !image.alt.trim()) found.landing_image_alt = 'El texto alternativo de la imagen principal es requerido.';
    void submit(found, async () => {
      await updateHome({ texto_bajada: text, landing_image: image.file ?? undefined, landing_image_alt: image.alt.trim(), updated_at: home.updated_at || undefined });
      notify({ type: 'success', title: 'Datos enviados correctamente.' });
      onSaved();
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary attempt={attempt} errors={summary} />
      <Stack gap="6">
        <ImageField id="landing_image" label="Imagen principal" rule="landing" value={image} onChange={setImage} currentUrl={home.landing_image_url} fileError={errors.landing_image} altError={errors.landing_image_alt} />
        <RichTextEditor id="texto_bajada" label="Texto Bajada Home" initialHtml={home.texto_bajada} onChange={(html, empty) => setText(empty ? '' : html)} errorText={errors.texto_bajada} height={300} />
        <HStack gap="4" flexWrap="wrap">
          <LeaveForm to="/admin/panel/postulaciones" label="Cancelar" changed={changed} />
          <Button ref={saveButton} id={SAVE_ID} type="submit" loading={busy} loadingText="Guardando…">Guardar</Button>
        </HStack>
      </Stack>
    </form>
  );
}
