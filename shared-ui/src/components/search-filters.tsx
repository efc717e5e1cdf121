import { NativeSelect } from '@chakra-ui/react';
// Through the package name: the core singleton's copies.
import { Button, chakra, HStack, SimpleGrid } from '@sello/shared-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { FormField } from './form-field';

export interface SearchFiltersProps<T extends Record<string, string>> {
  /** The form's accessible name, e.g. 'Filtrar postulaciones'. */
  label: string;
  /** The filters in force (from the URL): the form follows them after Back, Forward or 'Borrar filtros'. */
  value: T;
  /** Every filter empty: what 'Borrar filtros' applies. */
  empty: T;
  onApply: (values: T) => void;
  /** Fields per row from the `lg` width on (at most 2 from `md`, one per row on a phone). */
  columns?: number;
  /** The fields, given the values being edited and a way to change some of them. */
  children: (draft: T, change: (patch: Partial<T>) => void) => ReactNode;
}

/** A list's filters: edited freely, applied with 'Filtrar'; 'Borrar filtros' clears all of them. */
export function SearchFilters<T extends Record<string, string>>({ label, value, empty, onApply, columns = 3, children }: SearchFiltersProps<T>) {
  const [draft, setDraft] = useState<T>(value);
  const key = JSON.stringify(value);
  // The URL is the truth: when it changes, the form follows.
  useEffect(() => setDraft(value), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <chakra.form
      role="search"
      aria-label={label}
      mb="6"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: Math.min(columns, 2), lg: columns }} gap="4" alignItems="end">
        {children(draft, (patch) => setDraft({ ...draft, ...patch }))}
      </SimpleGrid>
      <HStack gap="3" mt="4" flexWrap="wrap">
        <Button type="submit">Filtrar</Button>
        <Button type="button" variant="outline" onClick={() => onApply(empty)}>Borrar filtros</Button>
      </HStack>
    </chakra.form>
  );
}

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A filter chosen from a list, with 'Todas' (no filter) first. */
export function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  return (
    <FormField id={id} label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Todas</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator aria-hidden="true" />
      </NativeSelect.Root>
    </FormField>
  );
}
