import { Field, NativeSelect } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ChangeEvent } from 'react';
import { addRecipes } from '../theme/add-recipes';
import { getSystem } from '../theme/system';
import type { YearSelectProps } from './year-select';

// Loaded when a year filter is first shown (see year-select.tsx): Chakra's Field and NativeSelect
// with ark's field parts are ~6.8 KB gzip that no first paint needs.
addRecipes(getSystem(), {}, { field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe });

/** Year dropdown whose first option '---' is empty (spec). */
export function YearSelectField({ years, value, onChange, label, id, name, disabled }: YearSelectProps) {
  return (
    <Field.Root id={id} disabled={disabled} width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="md" width="auto" minW="40">
        <NativeSelect.Field
          name={name}
          value={String(value ?? '')}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.currentTarget.value)}
        >
          <option value="">---</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
