import type { ApplicationStatus, RefItem } from '@sello/shared-api';
import { Button, chakra, HStack, SimpleGrid, YearSelect } from '@sello/shared-ui';
import { FormField, Input, NativeSelect } from '@sello/shared-ui/widgets';
import { useEffect, useState } from 'react';
import { adminYears, EMPTY_FILTERS, type FilterValues } from '../lib/list-params';

export interface ListFiltersProps {
  value: FilterValues;
  categorias: readonly RefItem[];
  estados: readonly ApplicationStatus[];
  onApply: (values: FilterValues) => void;
}

/** Institución, Categoría, Año (this year and the two before), Estado; 'Borrar filtros' clears all of them. */
export function ListFiltersForm({ value, categorias, estados, onApply }: ListFiltersProps) {
  const [draft, setDraft] = useState<FilterValues>(value);
  // The URL is the truth: Back/Forward or 'Borrar filtros' change it, the form follows.
  useEffect(() => setDraft(value), [value.institucion, value.categoria_id, value.anno, value.estado]); // eslint-disable-line react-hooks/exhaustive-deps
  const select = (key: 'categoria_id' | 'estado', label: string, options: { value: string; label: string }[]) => (
    <FormField id={`filtro-${key}`} label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}>
          <option value="">Todas</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <chakra.form
      role="search"
      aria-label="Filtrar postulaciones"
      mb="6"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4" alignItems="end">
        <FormField id="filtro-institucion" label="Institución">
          <Input value={draft.institucion} onChange={(event) => setDraft({ ...draft, institucion: event.target.value })} />
        </FormField>
        {select('categoria_id', 'Categoría', categorias.map((c) => ({ value: String(c.id), label: c.nombre })))}
        <YearSelect id="filtro-anno" label="Año" years={adminYears()} value={draft.anno} onChange={(anno) => setDraft({ ...draft, anno })} />
        {select('estado', 'Estado', estados.map((estado) => ({ value: estado, label: estado })))}
      </SimpleGrid>
      <HStack gap="3" mt="4" flexWrap="wrap">
        <Button type="submit">Filtrar</Button>
        <Button type="button" variant="outline" onClick={() => onApply(EMPTY_FILTERS)}>Borrar filtros</Button>
      </HStack>
    </chakra.form>
  );
}
