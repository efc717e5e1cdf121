import { valibotResolver } from '@hookform/resolvers/valibot';
import { type CategoryChoiceData, type RefItem } from '@sello/shared-api';
import { categoryChoiceSchema } from '@sello/shared-api/schemas';
import { Heading, SimpleGrid, chakra } from '@sello/shared-ui';
import { ErrorSummary } from '@sello/shared-ui/widgets';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField, useFormSummary } from '../../applicant-core';
import { FormButtons } from './form-buttons';

interface CategoryValues {
  categoria_id: string;
  year: string;
}

const ORDER = ['categoria_id', 'year'] as const;

export interface CategoryFormProps {
  categorias: readonly RefItem[];
  /** The application years on offer (configuration; the spec has only 2024). */
  years: readonly number[];
  onSubmit: (data: CategoryChoiceData) => Promise<Record<string, string>>;
  onCancel: () => void;
}

export function CategoryForm({ categorias, years, onSubmit, onCancel }: CategoryFormProps) {
  const { register, handleSubmit, setError, watch, formState } = useForm<CategoryValues, unknown, CategoryChoiceData>({
    // The schema accepts numbers too; the form only ever holds strings.
    resolver: valibotResolver(categoryChoiceSchema) as Resolver<CategoryValues, unknown, CategoryChoiceData>,
    defaultValues: { categoria_id: '', year: years.length === 1 ? String(years[0]) : '' },
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = formState;
  const summary = useFormSummary('Categoría del Sello Chile Inclusivo', errors, ORDER, submitCount);
  const categoria = watch('categoria_id');
  const submit = handleSubmit(async (data) => {
    for (const [field, message] of Object.entries(await onSubmit(data))) {
      if ((ORDER as readonly string[]).includes(field)) setError(field as keyof CategoryValues, { message });
    }
  });
  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="paso-titulo">
      <Heading as="h2" id="paso-titulo" textStyle="xl" mb="4">Categoría del Sello Chile Inclusivo</Heading>
      <ErrorSummary errors={summary} />
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
      <FormButtons onCancel={onCancel} busy={isSubmitting} disabled={!categoria} submitLabel="Finalizar registro" />
    </chakra.form>
  );
}
