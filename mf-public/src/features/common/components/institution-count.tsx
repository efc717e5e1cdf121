import { Text, VisuallyHidden, type AsyncState } from '@sello/shared-ui';
import { emptyInstitutionsMessage } from './year-filter';

/** '1 institución certificada en 2024', '3 instituciones'. */
function institutionCountText(count: number, year: number | null): string {
  const one = count === 1;
  const what = one ? '1 institución' : `${count} instituciones`;
  if (!year) return what;
  return `${what} ${one ? 'certificada' : 'certificadas'} en ${year}`;
}

function countOrEmpty(state: AsyncState<readonly unknown[]>, year: number | null): string {
  if (state.loading || state.error || state.data === null) return '';
  return state.data.length === 0 ? emptyInstitutionsMessage(year) : institutionCountText(state.data.length, year);
}

interface InstitutionCountProps {
  state: AsyncState<readonly unknown[]>;
  year: number | null;
  /** Said only to screen readers, on a page that shows no count (the home page). */
  hidden?: boolean;
}

/**
 * How many institutions the list shows, or that it has none, in a polite live region that stays
 * mounted while a newly chosen year loads: some screen readers do not read a live region that arrives
 * already filled, as one inside the list's replaced content did. Empty while loading or failed: the
 * loading status and the error alert speak then.
 */
export function InstitutionCount({ state, year, hidden = false }: InstitutionCountProps) {
  const text = countOrEmpty(state, year);
  if (hidden) return <VisuallyHidden aria-live="polite">{text}</VisuallyHidden>;
  return (
    <Text color="fg.muted" mb={text ? '4' : '0'} aria-live="polite">
      {text}
    </Text>
  );
}
