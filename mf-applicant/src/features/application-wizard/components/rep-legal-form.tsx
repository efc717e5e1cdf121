import { valibotResolver } from '@hookform/resolvers/valibot';
import { type RepLegalData } from '@sello/shared-api';
import { repLegalSchema } from '@sello/shared-api/schemas';
import { Box, Heading, SimpleGrid, chakra } from '@sello/shared-ui';
import { ErrorSummary } from '@sello/shared-ui/widgets';
import { useForm, type Resolver } from 'react-hook-form';
import { TextField } from '../../applicant-core';
import type { RepLegalValues } from '../api/load-draft';
import { FormButtons } from './form-buttons';
import { RUT_HINT } from './institution-form';
import { useFormSummary } from './use-form-summary';

const ORDER = ['nombre_rep_legal', 'cargo_rep_legal', 'rut_rep_legal', 'telefono_rep_legal', 'correo_rep_legal', 'postulacion_sello_id'] as const;

export const PHONE_HINT = 'Formato: 912-345-678';

export interface RepLegalFormProps {
  postulacionId: number | null;
  defaults: RepLegalValues | null;
  onSubmit: (data: RepLegalData) => Promise<Record<string, string>>;
  onCancel: () => void;
}

export function RepLegalForm({ postulacionId, defaults, onSubmit, onCancel }: RepLegalFormProps) {
  const id = postulacionId ? String(postulacionId) : '';
  const { register, handleSubmit, setError, formState } = useForm<RepLegalValues, unknown, RepLegalData>({
    // The schema accepts numbers too; the form only ever holds strings.
    resolver: valibotResolver(repLegalSchema) as Resolver<RepLegalValues, unknown, RepLegalData>,
    defaultValues: {
      nombre_rep_legal: '', cargo_rep_legal: '', rut_rep_legal: '', telefono_rep_legal: '', correo_rep_legal: '',
      ...defaults,
      postulacion_sello_id: id,
    },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = formState;
  const summary = useFormSummary('Representante legal', errors, ORDER, submitCount);
  const submit = handleSubmit(async (data) => {
    for (const [field, message] of Object.entries(await onSubmit(data))) {
      if ((ORDER as readonly string[]).includes(field)) setError(field as keyof RepLegalValues, { message });
    }
  });
  const msg = (name: keyof RepLegalValues) => errors[name]?.message;
  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="paso-titulo">
      <Heading as="h2" id="paso-titulo" textStyle="xl" mb="4">Representante legal</Heading>
      <ErrorSummary errors={summary} />
      <input type="hidden" {...register('postulacion_sello_id')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField id="nombre_rep_legal" label="Nombre del/de la representante legal" registration={register('nombre_rep_legal')} errorText={msg('nombre_rep_legal')} autoComplete="name" />
        <TextField id="cargo_rep_legal" label="Cargo" registration={register('cargo_rep_legal')} errorText={msg('cargo_rep_legal')} autoComplete="organization-title" />
        <TextField id="rut_rep_legal" label="RUT" helperText={RUT_HINT} registration={register('rut_rep_legal')} errorText={msg('rut_rep_legal')} />
        <TextField id="telefono_rep_legal" label="Teléfono" type="tel" inputMode="tel" helperText={PHONE_HINT} registration={register('telefono_rep_legal')} errorText={msg('telefono_rep_legal')} autoComplete="tel" />
        <TextField id="correo_rep_legal" label="Correo electrónico" type="email" inputMode="email" registration={register('correo_rep_legal')} errorText={msg('correo_rep_legal')} autoComplete="email" />
      </SimpleGrid>
      {msg('postulacion_sello_id') ? <Box role="alert" color="fg.error" mt="4">{msg('postulacion_sello_id')}</Box> : null}
      <FormButtons onCancel={onCancel} busy={isSubmitting} />
    </chakra.form>
  );
}
