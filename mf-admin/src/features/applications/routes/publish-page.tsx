import { valibotResolver } from '@hookform/resolvers/valibot';
import { ApiError, type AdminPostulacionDetalle, type Categoria } from '@sello/shared-api';
import { getCategorias } from '@sello/shared-api/applicant';
import { publishFieldsSchema } from '@sello/shared-api/schemas';
import { certificationYears, getPostulacionAdmin, publicarPostulacion } from '@sello/shared-api/staff';
import {
  Box, Breadcrumb, Button, chakra, HStack, notify, PageHeading, RouterLink, SimpleGrid, Text, useAsync, useNavigate,
  usePageTitle, useParams,
} from '@sello/shared-ui';
import { ErrorSummary, FormField, GridItem, Input, NativeSelect, Textarea, toErrorSummaryItems } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { AsyncBlock } from '../../admin-core/components/admin-page';
import { FormAlert } from '../../admin-core/components/form-alert';
import { ImageField } from '../../admin-core/components/image-field';
import { errorMessage } from '../lib/errors';
import { applicationPath } from '../lib/paths';

interface Values {
  logo: File | null;
  logo_alt: string;
  anno_certificacion: string;
  categoria_id: string;
  tipo_reconocimiento: string;
  texto: string;
}

const ORDER = ['logo', 'logo_alt', 'anno_certificacion', 'categoria_id', 'tipo_reconocimiento', 'texto'] as const;
const LOGO_REQUIRED = 'El logo es requerido.';

const fieldsResolver = valibotResolver(publishFieldsSchema) as unknown as Resolver<Values>;
/** The schema checks the text fields (as the server does); the logo file is checked here. */
const resolver: Resolver<Values> = async (values, context, options) => {
  const result = await fieldsResolver(values, context, options);
  const hasLogo = !!values.logo;
  // The schema's output keeps only its own fields: the file goes back in beside them.
  if (hasLogo && Object.keys(result.errors).length === 0) return { values: { ...(result.values as Values), logo: values.logo }, errors: {} };
  return { values: {}, errors: hasLogo ? result.errors : { ...result.errors, logo: { type: 'required', message: LOGO_REQUIRED } } };
};

function PublishForm({ detail, categorias }: { detail: AdminPostulacionDetalle; categorias: readonly Categoria[] }) {
  const navigate = useNavigate();
  const years = certificationYears();
  const { control, register, handleSubmit, formState, setError } = useForm<Values>({
    resolver,
    defaultValues: {
      // No 'Logo {name}' to start from: a generic alt text tells a screen-reader user nothing about this logo (docs/deviations.md).
      // The seal is certified now: this year, not the application's (fixed at 2024 by the spec), which
      // published today would show as valid for only a few more weeks.
      logo: null, logo_alt: '', anno_certificacion: String(years[0]),
      categoria_id: detail.categoria ? String(detail.categoria.id) : '', tipo_reconocimiento: '', texto: '',
    },
    shouldFocusError: false,
  });
  const logo = useController({ control, name: 'logo' });
  const logoAlt = useController({ control, name: 'logo_alt' });
  const { errors, submitCount, isSubmitting } = formState;
  const summary = submitCount > 0 ? toErrorSummaryItems(errors as Record<string, { message?: unknown }>, ORDER) : [];
  // A refusal that names no field (e.g. the application was published meanwhile) stays on screen, not only in a toast.
  const [serverError, setServerError] = useState<string | null>(null);
  usePageTitle(`Publicar ${detail.institucion.titulo}`, { error: summary.length > 0 || serverError !== null });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await publicarPostulacion(detail.id, {
        logo: values.logo!,
        logo_alt: values.logo_alt,
        anno_certificacion: values.anno_certificacion,
        categoria_id: values.categoria_id,
        tipo_reconocimiento: values.tipo_reconocimiento || undefined,
        texto: values.texto || undefined,
      });
      notify({ type: 'success', title: answer.message });
      navigate(applicationPath(detail.id));
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const field of ORDER) {
          const message = error.fieldError(field);
          if (message) setError(field, { message });
        }
      }
      notify({ type: 'error', title: errorMessage(error) });
      setServerError(errorMessage(error));
    }
  });

  return (
    <chakra.form noValidate onSubmit={submit}>
      <ErrorSummary attempt={submitCount} errors={summary} />
      <FormAlert id="publicar-error" message={serverError} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <ImageField
            id="logo"
            label="Logo de la institución"
            rule="logo"
            value={{ file: logo.field.value, alt: logoAlt.field.value }}
            onChange={(value) => {
              logo.field.onChange(value.file);
              logoAlt.field.onChange(value.alt);
            }}
            fileError={errors.logo?.message}
            altError={errors.logo_alt?.message}
            required
          />
        </GridItem>
        <FormField id="anno_certificacion" label="Año de certificación" required errorText={errors.anno_certificacion?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('anno_certificacion')}>
              {years.map((year) => <option key={year} value={String(year)}>{year}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden="true" />
          </NativeSelect.Root>
        </FormField>
        <FormField id="categoria_id" label="Categoría" required errorText={errors.categoria_id?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('categoria_id')}>
              <option value="">Selecciona una opción</option>
              {categorias.map((categoria) => <option key={categoria.id} value={String(categoria.id)}>{categoria.nombre}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden="true" />
          </NativeSelect.Root>
        </FormField>
        <FormField id="tipo_reconocimiento" label="Tipo de reconocimiento (opcional)" errorText={errors.tipo_reconocimiento?.message}>
          <Input {...register('tipo_reconocimiento')} />
        </FormField>
        <FormField id="texto" label="Texto asociado (opcional)" errorText={errors.texto?.message}>
          <Textarea rows={3} {...register('texto')} />
        </FormField>
      </SimpleGrid>
      <HStack gap="3" mt="6" flexWrap="wrap">
        <Button asChild variant="outline"><RouterLink to="/admin/panel/publicaciones">Volver</RouterLink></Button>
        <Button type="submit" loading={isSubmitting}>Publicar</Button>
      </HStack>
    </chakra.form>
  );
}

/** An application not (or no longer) approved: nothing to publish, said in the page and its title. */
function NotPublishable({ detail }: { detail: AdminPostulacionDetalle }) {
  usePageTitle(`Publicar ${detail.institucion.titulo}`);
  return (
    <Box>
      <Text mb="4">{`Esta postulación está en estado ${detail.estado}: solo se publican las postulaciones aprobadas.`}</Text>
      <Button asChild variant="outline"><RouterLink to="/admin/panel/publicaciones">Volver</RouterLink></Button>
    </Box>
  );
}

/** `/admin/panel/publicaciones/{id}`: Aprobada → Publicada, the institution appears on /instituciones-reconocidas. */
export function PublishPage() {
  const { id } = useParams();
  const postulacionId = Number(id);
  const detail = useAsync(() => getPostulacionAdmin(postulacionId), [postulacionId]);
  const categorias = useAsync(() => getCategorias(), []);
  const both = {
    data: detail.data && categorias.data ? { application: detail.data, categories: categorias.data } : null,
    error: detail.error ?? categorias.error,
    reload: () => { detail.reload(); categorias.reload(); },
  };
  return (
    <>
      <Breadcrumb items={[{ label: 'Pendientes de publicación', to: '/admin/panel/publicaciones' }, { label: 'Publicar' }]} />
      <PageHeading>{detail.data ? `Publicar ${detail.data.institucion.titulo}` : 'Publicar institución reconocida'}</PageHeading>
      {/* A 404 says so, in the title too, with the way back and no 'Reintentar' that would fail forever. */}
      <AsyncBlock state={both} missing={{ to: '/admin/panel/publicaciones', label: 'Volver a pendientes de publicación' }}>
        {({ application, categories }) => (application.acciones.includes('publicar')
          ? <PublishForm detail={application} categorias={categories} />
          : <NotPublishable detail={application} />)}
      </AsyncBlock>
    </>
  );
}
