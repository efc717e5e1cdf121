import { valibotResolver } from '@hookform/resolvers/valibot';
import { type CategoryChoiceData, type RefItem } from '@sello/shared-api';
import { categoryChoiceSchema } from '@sello/shared-api/schemas';
import { Heading, RouterLink, SimpleGrid, chakra } from '@sello/shared-ui';
import { ErrorSummary } from '@sello/shared-ui/widgets';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField, useFormSummary } from '../../applicant-core';
import { stepPath, WIZARD_STEPS } from '../lib/steps';
import { FormButtons } from './form-buttons';

interface CategoryValues {
  categoria_id: string;
  year: string;
}

const ORDER = ['categoria_id', 'year'] as const;
const TITLE = 'Categoría del Sello Chile Inclusivo';
/** Where the summary's refusal item leads: the link to the step to correct, or the submit button. */
export const REFUSAL_TARGET = 'corregir-registro';

/** The fields of steps 1 to 3, so a refusal keyed to one of them names and links its step. */
const FIELDS_BY_STEP: Record<number, readonly string[]> = {
  1: ['nombre_institucion', 'rut_institucion', 'rubro_institucion', 'tipo_institucion_id', 'direccion_fisica', 'region_id', 'comuna_id', 'cant_trabajadores', 'cant_trabajadores_discapacidad'],
  2: ['nombre_rep_legal', 'cargo_rep_legal', 'rut_rep_legal', 'telefono_rep_legal', 'correo_rep_legal'],
  3: ['nombre_encargado', 'cargo_encargado', 'rut_encargado', 'telefono_encargado', 'correo_encargado'],
};

/** The server's refusal of 'Finalizar registro' as the page shows it, with the earlier step it concerns. */
export interface Refusal {
  message: string;
  /** Field errors by field name (as the server keys them). */
  fields: Record<string, string>;
}

function stepOf(fields: Record<string, string>): number | null {
  for (const step of [1, 2, 3]) {
    if (Object.keys(fields).some((field) => FIELDS_BY_STEP[step]!.includes(field))) return step;
  }
  return null;
}

export interface CategoryFormProps {
  categorias: readonly RefItem[];
  /** The application years on offer (configuration; the spec has only 2024). */
  years: readonly number[];
  /** Resolves with null when saved, or with the refusal to show on the page. */
  onSubmit: (data: CategoryChoiceData) => Promise<Refusal | null>;
  onCancel: () => void;
}

export function CategoryForm({ categorias, years, onSubmit, onCancel }: CategoryFormProps) {
  const { register, handleSubmit, setError, watch, formState } = useForm<CategoryValues, unknown, CategoryChoiceData>({
    // The schema accepts numbers too; the form only ever holds strings.
    resolver: valibotResolver(categoryChoiceSchema) as Resolver<CategoryValues, unknown, CategoryChoiceData>,
    defaultValues: { categoria_id: '', year: years.length === 1 ? String(years[0]) : '' },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting, isDirty } = formState;
  const [refusal, setRefusal] = useState<{ message: string; step: number | null } | null>(null);
  const step = refusal?.step ? WIZARD_STEPS.find((item) => item.number === refusal.step) : undefined;
  const summary = useFormSummary(TITLE, errors, ORDER, submitCount, refusal ? [{
    id: REFUSAL_TARGET,
    message: step ? `${refusal.message} Corrígelo en el paso ${step.number}: ${step.title}.` : refusal.message,
  }] : []);
  const categoria = watch('categoria_id');
  const submit = handleSubmit(async (data) => {
    setRefusal(null);
    const refused = await onSubmit(data);
    if (!refused) return;
    const own = ORDER.filter((field) => refused.fields[field]);
    for (const field of own) setError(field, { message: refused.fields[field] });
    // Anything else (a step 1 field such as the address, or no field at all) is said on this page.
    if (own.length === 0) {
      const other = Object.entries(refused.fields)[0];
      setRefusal({ message: other?.[1] ?? refused.message, step: stepOf(refused.fields) });
    }
  });
  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="paso-titulo">
      <Heading as="h2" id="paso-titulo" textStyle="xl" mb="4">{TITLE}</Heading>
      <ErrorSummary attempt={submitCount} errors={summary} />
      {step ? (
        <chakra.p mb="4">
          <RouterLink id={REFUSAL_TARGET} to={stepPath(step.number)} style={{ textDecoration: 'underline' }}>
            {`Ir al paso ${step.number}: ${step.title}`}
          </RouterLink>
        </chakra.p>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField id="categoria_id" label="Categoría" placeholder="Selecciona una categoría" options={categorias} registration={register('categoria_id')} errorText={errors.categoria_id?.message} />
        <SelectField
          id="year"
          label="Año de postulación"
          placeholder="---"
          options={years.map((year) => ({ id: year, nombre: String(year) }))}
          registration={register('year')}
          errorText={errors.year?.message}
        />
      </SimpleGrid>
      <FormButtons onCancel={onCancel} busy={isSubmitting} unsaved={isDirty} missing={categoria ? [] : ['una categoría']} submitLabel="Finalizar registro" submitId={step ? undefined : REFUSAL_TARGET} />
    </chakra.form>
  );
}
