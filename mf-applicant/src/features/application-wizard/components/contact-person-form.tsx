import { valibotResolver } from '@hookform/resolvers/valibot';
import { Box, Button, Heading, SimpleGrid, Text, chakra } from '@sello/shared-ui';
import { useState } from 'react';
import { ErrorSummary } from '@sello/shared-ui/widgets';
import { useForm, type Resolver } from 'react-hook-form';
import { TextField, useFormSummary } from '../../applicant-core';
import { forgetKeptInput, KEPT_INPUT_MESSAGE, useKeptInput } from '../lib/kept-input';
import { FormButtons } from './form-buttons';
import { RUT_HINT } from './institution-form';

// The legal representative (step 2) and the person in charge (step 3) are the same five fields
// under different names and messages, so one form serves both; the schema carries the messages.
export const PHONE_HINT = 'Formato: 912-345-678';

type Values = Record<string, string>;

export interface ContactPersonFormProps<TData> {
  /** Field-name suffix of the contract: `nombre_rep_legal`, `nombre_encargado`, … */
  suffix: 'rep_legal' | 'encargado';
  title: string;
  nameLabel: string;
  /** The contract's valibot schema; its output is what `onSubmit` receives. */
  schema: Parameters<typeof valibotResolver>[0];
  postulacionId: number | null;
  defaults: Values | null;
  onSubmit: (data: TData) => Promise<Record<string, string>>;
  onCancel: () => void;
  /**
   * The same five fields saved in an earlier step (step 3: the legal representative's), which one
   * button copies here: the person is often the same, and typing it all again is what WCAG 3.3.7
   * (Redundant Entry) rules out.
   */
  copyFrom?: { label: string; suffix: ContactPersonFormProps<TData>['suffix']; values: Values } | null;
}

const FIELDS = ['nombre', 'cargo', 'rut', 'telefono', 'correo'] as const;

export function ContactPersonForm<TData>({
  suffix, title, nameLabel, schema, postulacionId, defaults, onSubmit, onCancel, copyFrom,
}: ContactPersonFormProps<TData>) {
  const name = (field: (typeof FIELDS)[number]) => `${field}_${suffix}`;
  const order = [...FIELDS.map(name), 'postulacion_sello_id'];
  const [copied, setCopied] = useState(false);
  const form = useForm<Values, unknown, TData>({
    // The schema accepts numbers too; the form only ever holds strings.
    resolver: valibotResolver(schema) as unknown as Resolver<Values, unknown, TData>,
    defaultValues: {
      ...Object.fromEntries(order.map((field) => [field, ''])),
      ...defaults,
      postulacion_sello_id: postulacionId ? String(postulacionId) : '',
    },
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  const step = suffix === 'rep_legal' ? 'repLegal' : 'encargado';
  const restored = useKeptInput(form, step);
  const { errors, submitCount, isSubmitting, isDirty } = formState;
  const summary = useFormSummary(title, errors, order, submitCount);
  const submit = handleSubmit(async (data) => {
    for (const [field, message] of Object.entries(await onSubmit(data))) {
      if (order.includes(field)) setError(field, { message });
    }
  });
  const copy = (from: NonNullable<typeof copyFrom>) => {
    for (const key of FIELDS) {
      setValue(name(key), from.values[`${key}_${from.suffix}`] ?? '', { shouldDirty: true, shouldValidate: submitCount > 0 });
    }
    setCopied(true);
  };
  const field = (key: Parameters<typeof name>[0]) => ({ id: name(key), registration: register(name(key)), errorText: errors[name(key)]?.message });
  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="paso-titulo">
      <Heading as="h2" id="paso-titulo" textStyle="xl" mb="4">{title}</Heading>
      <ErrorSummary attempt={submitCount} errors={summary} />
      {restored ? <Text mb="4">{KEPT_INPUT_MESSAGE}</Text> : null}
      <input type="hidden" {...register('postulacion_sello_id')} />
      {copyFrom ? (
        <Box mb="5">
          <Button type="button" variant="outline" onClick={() => copy(copyFrom)}>{`Copiar los datos del/de la ${copyFrom.label}`}</Button>
          <Text role="status" mt="2" textStyle="sm">
            {copied ? `Se copiaron los datos del/de la ${copyFrom.label}. Revísalos, o cámbialos si la persona encargada es otra.` : ''}
          </Text>
        </Box>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField {...field('nombre')} label={nameLabel} autoComplete="name" />
        <TextField {...field('cargo')} label="Cargo" autoComplete="organization-title" />
        <TextField {...field('rut')} label="RUT" helperText={RUT_HINT} />
        <TextField {...field('telefono')} label="Teléfono" type="tel" inputMode="tel" helperText={PHONE_HINT} autoComplete="tel" />
        <TextField {...field('correo')} label="Correo electrónico" type="email" inputMode="email" autoComplete="email" />
      </SimpleGrid>
      {errors.postulacion_sello_id?.message ? <Box role="alert" color="fg.error" mt="4">{errors.postulacion_sello_id.message}</Box> : null}
      <FormButtons
        onCancel={() => {
          forgetKeptInput(step);
          onCancel();
        }}
        busy={isSubmitting}
        unsaved={isDirty}
      />
    </chakra.form>
  );
}
