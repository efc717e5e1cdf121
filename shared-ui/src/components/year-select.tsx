import { lazy, Suspense } from 'react';
import { Box } from '../chakra';

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

const YearSelectField = lazy(() => import('./year-select-field').then((module) => ({ default: module.YearSelectField })));

/**
 * Year dropdown whose first option '---' is empty (spec): a native select through Chakra's
 * NativeSelect. Its code arrives with its own chunk, after the page around it has painted; until
 * then an empty box of the same size holds its place, so nothing below it moves.
 */
export function YearSelect(props: YearSelectProps) {
  return (
    <Suspense fallback={<Box aria-hidden="true" data-testid="year-select-placeholder" minW="40" height="4.125rem" />}>
      <YearSelectField {...props} />
    </Suspense>
  );
}

/** Years from `from` up to `to` (both included), newest first — the filters' usual order. */
export function yearRange(from: number, to: number = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let y = to; y >= from; y -= 1) years.push(y);
  return years;
}
