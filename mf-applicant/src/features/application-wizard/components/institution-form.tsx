import { valibotResolver } from '@hookform/resolvers/valibot';
import { type Comuna, type InstitutionData, type RefItem } from '@sello/shared-api';
import { institutionSchema } from '@sello/shared-api/schemas';
import { Heading, SimpleGrid, Text, useAsync, chakra } from '@sello/shared-ui';
import { ErrorSummary } from '@sello/shared-ui/widgets';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField, TextField, useFormSummary } from '../../applicant-core';
import type { InstitutionValues } from '../api/load-draft';
import { forgetKeptInput, KEPT_INPUT_MESSAGE, useKeptInput } from '../lib/kept-input';
import { FormButtons } from './form-buttons';

const ORDER = [
  'nombre_institucion', 'rut_institucion', 'rubro_institucion', 'tipo_institucion_id', 'direccion_fisica',
  'region_id', 'comuna_id', 'cant_trabajadores', 'cant_trabajadores_discapacidad',
] as const;

export const EMPTY_INSTITUTION: InstitutionValues = Object.freeze({
  nombre_institucion: '', rut_institucion: '', rubro_institucion: '', tipo_institucion_id: '', direccion_fisica: '',
  region_id: '', comuna_id: '', cant_trabajadores: '', cant_trabajadores_discapacidad: '',
});

export interface InstitutionFormProps {
  defaults: InstitutionValues | null;
  tipos: readonly RefItem[];
  regiones: readonly RefItem[];
  loadComunas: (regionId: number) => Promise<Comuna[]>;
  /** Resolves with the server's field errors (empty when saved or when a toast already said why). */
  onSubmit: (data: InstitutionData) => Promise<Record<string, string>>;
  onCancel: () => void;
}

export const RUT_HINT = 'Formato: 00.000.000-0';

export function InstitutionForm({ defaults, tipos, regiones, loadComunas, onSubmit, onCancel }: InstitutionFormProps) {
  const form = useForm<InstitutionValues, unknown, InstitutionData>({
    // The schema accepts numbers too; the form only ever holds strings.
    resolver: valibotResolver(institutionSchema) as Resolver<InstitutionValues, unknown, InstitutionData>,
    defaultValues: defaults ?? EMPTY_INSTITUTION,
    shouldFocusError: false,
  });
  const { register, handleSubmit, watch, setValue, getValues, setError, reset, formState } = form;
  const restored = useKeptInput(form, 'institution');
  const { errors, submitCount, isSubmitting, isDirty } = formState;
  const summary = useFormSummary('Datos de la institución', errors, ORDER, submitCount);
  const [tipo, region, comuna] = watch(['tipo_institucion_id', 'region_id', 'comuna_id']);
  const comunas = useAsync(() => (region ? loadComunas(Number(region)) : Promise.resolve([])), [region]);

  // A saved commune is set before its options exist; set it again once they arrive so the select shows it.
  useEffect(() => {
    if (comunas.data) setValue('comuna_id', getValues('comuna_id'));
  }, [comunas.data, getValues, setValue]);

  const submit = handleSubmit(async (data) => {
    const fieldErrors = await onSubmit(data);
    for (const [field, message] of Object.entries(fieldErrors)) {
      if ((ORDER as readonly string[]).includes(field)) setError(field as keyof InstitutionValues, { message });
    }
  });

  const cancel = () => {
    reset(defaults ?? EMPTY_INSTITUTION);
    forgetKeptInput('institution');
    onCancel();
  };

  const msg = (name: keyof InstitutionValues) => errors[name]?.message;
  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="paso-titulo">
      <Heading as="h2" id="paso-titulo" textStyle="xl" mb="4">Datos de la institución</Heading>
      <ErrorSummary attempt={submitCount} errors={summary} />
      {restored ? <Text mb="4">{KEPT_INPUT_MESSAGE}</Text> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField id="nombre_institucion" label="Nombre de la institución" registration={register('nombre_institucion')} errorText={msg('nombre_institucion')} autoComplete="organization" />
        <TextField id="rut_institucion" label="RUT de la institución" helperText={RUT_HINT} registration={register('rut_institucion')} errorText={msg('rut_institucion')} />
        <TextField id="rubro_institucion" label="Rubro de la institución" registration={register('rubro_institucion')} errorText={msg('rubro_institucion')} />
        <SelectField id="tipo_institucion_id" label="Tipo de institución" options={tipos} registration={register('tipo_institucion_id')} errorText={msg('tipo_institucion_id')} />
        <TextField id="direccion_fisica" label="Dirección física" registration={register('direccion_fisica')} errorText={msg('direccion_fisica')} autoComplete="street-address" />
        <SelectField
          id="region_id"
          label="Región"
          options={regiones}
          registration={register('region_id', { onChange: () => setValue('comuna_id', '') })}
          errorText={msg('region_id')}
        />
        <SelectField
          id="comuna_id"
          label="Comuna"
          options={comunas.data ?? []}
          placeholder={region ? 'Selecciona una comuna' : 'Primero selecciona una región'}
          disabled={!region || comunas.loading}
          registration={register('comuna_id')}
          errorText={msg('comuna_id') ?? (comunas.error ? comunas.error.message : undefined)}
        />
        <TextField id="cant_trabajadores" label="Cantidad de trabajadores/as" inputMode="numeric" registration={register('cant_trabajadores')} errorText={msg('cant_trabajadores')} />
        <TextField id="cant_trabajadores_discapacidad" label="Cantidad de trabajadores/as con discapacidad" inputMode="numeric" registration={register('cant_trabajadores_discapacidad')} errorText={msg('cant_trabajadores_discapacidad')} />
      </SimpleGrid>
      <FormButtons onCancel={cancel} busy={isSubmitting} unsaved={isDirty} missing={[tipo ? '' : 'el tipo de institución', region ? '' : 'la región', comuna ? '' : 'la comuna'].filter(Boolean)} />
    </chakra.form>
  );
}
