import { Field, NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

export interface YearSelectProps {
  years: readonly number[];
  /** '' means no year chosen (the '---' option). */
  value: string | number;
  onChange: (value: string) => void;
  label: string;
  id?: string;
  name?: string;
  disabled?: boolean;
}

/**
 * Year dropdown whose first option '---' is empty (spec): a native select through Chakra's
 * NativeSelect. Rendered with the page (on the server too): loaded on its own after the page, it was
 * a render and a new style sheet of its own, which made the browser restyle the whole page.
 */
export function YearSelect({ years, value, onChange, label, id, name, disabled }: YearSelectProps) {
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
        <NativeSelect.Indicator aria-hidden="true" />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Years from `from` up to `to` (both included), newest first — the filters' usual order. */
export function yearRange(from: number, to: number = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let y = to; y >= from; y -= 1) years.push(y);
  return years;
}
