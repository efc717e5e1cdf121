import { useEffect, useState, type ComponentType } from 'react';
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

type Field = ComponentType<YearSelectProps>;
let field: Field | null = null;
let loading: Promise<Field> | null = null;

function loadField(): Promise<Field> {
  loading ??= import('./year-select-field').then((module) => (field = module.YearSelectField));
  return loading;
}

/**
 * Year dropdown whose first option '---' is empty (spec): a native select through Chakra's
 * NativeSelect. Its code (~7 KB gzip) is fetched once the page around it has painted, never on the
 * way to that paint; until then an empty box of the same size holds its place, so nothing moves.
 */
export function YearSelect(props: YearSelectProps) {
  const [Loaded, setLoaded] = useState<Field | null>(() => field);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (Loaded) return undefined;
    let live = true;
    // The frame after this one has been painted: the filter's code never delays the page's paint.
    const frame = requestAnimationFrame(() =>
      setTimeout(() =>
        loadField().then(
          (component) => live && setLoaded(() => component),
          (error: unknown) => live && setFailure(error ?? new Error('No se pudo cargar el filtro de año.')),
        ),
      ),
    );
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [Loaded]);
  // A chunk that cannot be downloaded is the area's failure: its error boundary says so.
  if (failure) throw failure;
  if (!Loaded) return <Box aria-hidden="true" data-testid="year-select-placeholder" minW="40" height="4.125rem" />;
  return <Loaded {...props} />;
}

/** Years from `from` up to `to` (both included), newest first — the filters' usual order. */
export function yearRange(from: number, to: number = new Date().getFullYear()): number[] {
  const years: number[] = [];
  for (let y = to; y >= from; y -= 1) years.push(y);
  return years;
}
