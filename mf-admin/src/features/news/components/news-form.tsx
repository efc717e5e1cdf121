import { slugify } from '@sello/shared-api/schemas';
import type { NoticiaAdmin, NoticiaFields } from '@sello/shared-api/staff';
import { Box, Button, chakra, HStack, Link, Stack, Text } from '@sello/shared-ui';
import { ErrorSummary, Fieldset, FormField, Input } from '@sello/shared-ui/widgets';
import { useState, type FormEvent } from 'react';
import { DeleteAction } from '../../admin-core/components/delete-action';
import { LeaveForm } from '../../admin-core/components/leave-form';
import { ImageField, type ImageValue } from '../../admin-core/components/image-field';
import { RichTextEditor } from '../../admin-core/components/rich-text-editor';
import { formatDateTime } from '../../admin-core/lib/date-time';
import { fromLocalInput, toLocalInput } from '../lib/local-date-time';
import { useSaveForm } from '../../admin-core/lib/save-form';

export interface NewsFormValues {
  titulo: string;
  cuerpo: string;
  cuerpoVacio: boolean;
  imagen: ImageValue;
  imagenMobile: ImageValue;
  estado: 'borrador' | 'publicada';
  publicarEn: string;
}

export function initialValues(news?: NoticiaAdmin | null): NewsFormValues {
  return {
    titulo: news?.titulo ?? '',
    cuerpo: news?.cuerpo ?? '',
    cuerpoVacio: !news?.cuerpo,
    imagen: { file: null, alt: news?.imagen_alt ?? '' },
    imagenMobile: { file: null, alt: news?.imagen_mobile_alt ?? '' },
    estado: news && !news.activo ? 'borrador' : 'publicada',
    publicarEn: toLocalInput(news?.publicar_en ?? null),
  };
}

type Errors = Partial<Record<'titulo' | 'imagen' | 'imagen_alt' | 'imagen_mobile' | 'imagen_mobile_alt' | 'cuerpo' | 'publicar_en', string>>;
const ORDER = ['titulo', 'imagen', 'imagen_alt', 'imagen_mobile', 'imagen_mobile_alt', 'cuerpo', 'publicar_en'] as const;
const SAVE_ID = 'noticia-guardar';
const DELETE_ID = 'noticia-eliminar';

function validate(values: NewsFormValues, news?: NoticiaAdmin | null): Errors {
  const errors: Errors = {};
  if (!values.titulo.trim()) errors.titulo = 'El título de la noticia es requerido.';
  const hasDesktop = !!values.imagen.file || !!news?.imagen;
  const hasMobile = !!values.imagenMobile.file || !!news?.imagen_mobile;
  if (!hasDesktop) errors.imagen = 'La imagen de escritorio es requerida.';
  if (hasDesktop && !values.imagen.alt.trim()) errors.imagen_alt = 'El texto alternativo de la imagen de escritorio es requerido.';
  if (!hasMobile) errors.imagen_mobile = 'La imagen para móviles es requerida.';
  if (hasMobile && !values.imagenMobile.alt.trim()) errors.imagen_mobile_alt = 'El texto alternativo de la imagen para móviles es requerido.';
  if (values.cuerpoVacio) errors.cuerpo = 'El cuerpo de la noticia es requerido.';
  if (values.publicarEn && !fromLocalInput(values.publicarEn)) errors.publicar_en = 'La fecha de publicación no es válida.';
  return errors;
}

/** Which fields were edited since the form opened (LeaveForm asks before they are lost). */
function changedFields(values: NewsFormValues, initial: NewsFormValues): Record<string, boolean> {
  // An emptied editor holds '<p></p>', which is no change from no body.
  const body = (v: NewsFormValues) => (v.cuerpoVacio ? '' : v.cuerpo);
  const image = (a: ImageValue, b: ImageValue) => a.file !== b.file || a.alt !== b.alt;
  return {
    'Título de la noticia': values.titulo !== initial.titulo,
    'Imagen de escritorio': image(values.imagen, initial.imagen),
    'Imagen para móviles': image(values.imagenMobile, initial.imagenMobile),
    'Cuerpo de la noticia': body(values) !== body(initial),
    'Estado': values.estado !== initial.estado,
    'Publicar el': values.publicarEn !== initial.publicarEn,
  };
}

function toFields(values: NewsFormValues): NoticiaFields & { titulo: string; cuerpo: string } {
  return {
    titulo: values.titulo.trim(),
    cuerpo: values.cuerpo,
    estado: values.estado,
    publicar_en: values.publicarEn ? fromLocalInput(values.publicarEn) ?? '' : '',
    imagen: values.imagen.file ?? undefined,
    imagen_alt: values.imagen.alt.trim(),
    imagen_mobile: values.imagenMobile.file ?? undefined,
    imagen_mobile_alt: values.imagenMobile.alt.trim(),
  };
}

export interface NewsFormProps {
  news?: NoticiaAdmin | null;
  title: string;
  save: (fields: NoticiaFields & { titulo: string; cuerpo: string }) => Promise<unknown>;
  /** The edit page's 'Eliminar noticia' (after a confirmation); a refusal shows in the form's summary. */
  remove?: () => Promise<void>;
}

/** Create and edit share this form (spec 2): title, two images with alt text, rich body, state, schedule. */
export function NewsForm({ news, title, save, remove }: NewsFormProps) {
  const [initial] = useState(() => initialValues(news));
  const [values, setValues] = useState(initial);
  const { errors, busy, summary, attempt, submit, refuse } = useSaveForm(title, ORDER, SAVE_ID);
  const set = <K extends keyof NewsFormValues>(key: K, value: NewsFormValues[K]) => setValues((prev) => ({ ...prev, [key]: value }));
  const [altCopy, setAltCopy] = useState('');
  const copyDesktopAlt = () => {
    const alt = values.imagen.alt.trim();
    if (!alt) {
      setAltCopy('Primero escribe el texto alternativo de la imagen de escritorio.');
      return;
    }
    set('imagenMobile', { ...values.imagenMobile, alt });
    setAltCopy('Se copió el texto alternativo de la imagen de escritorio. Revísalo por si la imagen para móviles muestra otra cosa.');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(validate(values, news), () => save(toFields(values)));
  };

  const slug = slugify(values.titulo);
  return (
    <form onSubmit={onSubmit} noValidate>
      <ErrorSummary attempt={attempt} errors={summary} />
      <Stack gap="6">
        <FormField
          id="titulo"
          label="Título de la noticia"
          errorText={errors.titulo}
          helperText={slug ? `Dirección pública: /noticias/detail/${slug}` : undefined}
          required
        >
          <Input value={values.titulo} maxLength={255} onChange={(event) => set('titulo', event.target.value)} />
        </FormField>
        <ImageField
          id="imagen"
          label="Imagen de escritorio"
          rule="newsDesktop"
          value={values.imagen}
          onChange={(value) => set('imagen', value)}
          currentUrl={news?.image_url}
          fileError={errors.imagen}
          altError={errors.imagen_alt}
          required
        />
        <ImageField
          id="imagen_mobile"
          label="Imagen para móviles"
          rule="newsMobile"
          value={values.imagenMobile}
          onChange={(value) => set('imagenMobile', value)}
          currentUrl={news?.imagen_mobile_url}
          fileError={errors.imagen_mobile}
          altError={errors.imagen_mobile_alt}
          required
        />
        <Box mt="-3">
          {/* The mobile picture is most often the same one cropped: its description need not be typed twice (WCAG 3.3.7). */}
          <Button type="button" variant="outline" size="sm" onClick={copyDesktopAlt}>
            Usar el texto alternativo de la imagen de escritorio
          </Button>
          <Text role="status" mt="2" textStyle="sm">{altCopy}</Text>
        </Box>
        <RichTextEditor
          id="cuerpo"
          label="Cuerpo de la noticia"
          required
          initialHtml={values.cuerpo}
          onChange={(html, isEmpty) => setValues((prev) => ({ ...prev, cuerpo: html, cuerpoVacio: isEmpty }))}
          errorText={errors.cuerpo}
        />
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium">Estado</Fieldset.Legend>
          <HStack gap="6" mt="2" flexWrap="wrap">
            {(['publicada', 'borrador'] as const).map((estado) => (
              <HStack as="label" key={estado} gap="2">
                <chakra.input type="radio" boxSize="5" name="estado" value={estado} checked={values.estado === estado} onChange={() => set('estado', estado)} />
                <Text as="span">{estado === 'publicada' ? 'Publicada' : 'Borrador (no se muestra en el sitio)'}</Text>
              </HStack>
            ))}
          </HStack>
        </Fieldset.Root>
        <FormField
          id="publicar_en"
          label="Publicar el (opcional)"
          helperText="Fecha y hora de este equipo. Vacía: se publica al guardar. La noticia no se muestra antes de esa hora."
          errorText={errors.publicar_en}
        >
          <Input type="datetime-local" value={values.publicarEn} onChange={(event) => set('publicarEn', event.target.value)} maxW="xs" />
        </FormField>
        <HStack gap="4" flexWrap="wrap">
          <LeaveForm to="/admin/panel/noticias" label="Volver" changed={changedFields(values, initial)} />
          <Button id={SAVE_ID} type="submit" loading={busy} loadingText="Guardando…">Guardar</Button>
        </HStack>
        {remove ? (
          <Box>
            <DeleteAction
              id={DELETE_ID}
              label="Eliminar noticia"
              title="¿Eliminar esta noticia?"
              confirmLabel="Eliminar noticia"
              remove={remove}
              onRefused={refuse}
            >
              «{news?.titulo}» dejará de mostrarse en el sitio. Esta acción no se puede deshacer.
            </DeleteAction>
          </Box>
        ) : null}
        {news ? (
          <Text textStyle="sm" color="fg.muted">
            Página pública:{' '}
            {news.estado === 'publicada' ? (
              <Link href={news.ruta_publica} target="_blank" rel="noopener noreferrer" textDecoration="underline">
                {news.ruta_publica} (se abre en una pestaña nueva)
              </Link>
            ) : (
              // Its address answers 'no existe' until the item is public: no link that leads there.
              `${news.ruta_publica} (${news.estado === 'borrador' ? 'no se muestra: es un borrador' : `se mostrará desde el ${formatDateTime(news.publicar_en)}`})`
            )}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
