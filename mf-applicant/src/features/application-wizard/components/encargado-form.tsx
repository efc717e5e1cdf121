import { valibotResolver } from '@hookform/resolvers/valibot';
import { type EncargadoData } from '@sello/shared-api';
import { encargadoSchema } from '@sello/shared-api/schemas';
import { Box, Heading, SimpleGrid, chakra } from '@sello/shared-ui';
import { ErrorSummary } from '@sello/shared-ui/widgets';
import { useForm, type Resolver } from 'react-hook-form';
import { TextField } from '../../applicant-core';
import type { EncargadoValues } from '../api/load-draft';
import { FormButtons } from './form-buttons';
import { RUT_HINT } from './institution-form';
import { PHONE_HINT } from './rep-legal-form';
import { useFormSummary } from './use-form-summary';

const ORDER = ['nombre_encargado', 'cargo_encargado', 'rut_encargado', 'telefono_encargado', 'correo_encargado', 'postulacion_sello_id'] as const;

export interface EncargadoFormProps {
  postulacionId: number | null;
  defaults: EncargadoValues | null;
  onSubmit: (data: EncargadoData) => Promise<Record<string, string>>;
  onCancel: () => void;
}

export function EncargadoForm({ postulacionId, defaults, onSubmit, onCancel }: EncargadoFormProps) {
  const id = postulacionId ? String(postulacionId) : '';
  const { register, handleSubmit, setError, formState } = useForm<EncargadoValues, unknown, EncargadoData>({
    // The schema accepts numbers too; the form only ever holds strings.
    resolver: valibotResolver(encargadoSchema) as Resolver<EncargadoValues, unknown, EncargadoData>,
    defaultValues: {
      nombre_encargado: '', cargo_encargado: '', rut_encargado: '', telefono_encargado: '', correo_encargado: '',
      ...defaults,
      postulacion_sello_id: id,
    },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = formState;
  const summary = useFormSummary('Encargado/a de postular', errors, ORDER, submitCount);
  const submit = handleSubmit(async (data) => {
    for (const [field, message] of Object.entries(await onSubmit(data))) {
      if ((ORDER as readonly string[]).includes(field)) setError(field as keyof EncargadoValues, { message });
    }
  });
  const msg = (name: keyof EncargadoValues) => errors[name]?.message;
  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="paso-titulo">
      <Heading as="h2" id="paso-titulo" textStyle="xl" mb="4">Encargado/a de postular</Heading>
      <ErrorSummary errors={summary} />
      <input type="hidden" {...register('postulacion_sello_id')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField id="nombre_encargado" label="Nombre del/de la encargado/a" registration={register('nombre_encargado')} errorText={msg('nombre_encargado')} autoComplete="name" />
        <TextField id="cargo_encargado" label="Cargo" registration={register('cargo_encargado')} errorText={msg('cargo_encargado')} autoComplete="organization-title" />
        <TextField id="rut_encargado" label="RUT" helperText={RUT_HINT} registration={register('rut_encargado')} errorText={msg('rut_encargado')} />
        <TextField id="telefono_encargado" label="Teléfono" type="tel" inputMode="tel" helperText={PHONE_HINT} registration={register('telefono_encargado')} errorText={msg('telefono_encargado')} autoComplete="tel" />
        <TextField id="correo_encargado" label="Correo electrónico" type="email" inputMode="email" registration={register('correo_encargado')} errorText={msg('correo_encargado')} autoComplete="email" />
      </SimpleGrid>
      {msg('postulacion_sello_id') ? <Box role="alert" color="fg.error" mt="4">{msg('postulacion_sello_id')}</Box> : null}
      <FormButtons onCancel={onCancel} busy={isSubmitting} />
    </chakra.form>
  );
}
