import { Text } from '@sello/shared-ui';

export interface CounterInput {
  total: number;
  from: number | null;
  to: number | null;
}

/** Spec section 9: 'Mostrando 1 - 9 de {total}' when total <= 9, else 'Mostrando {from} - {to} de {total}'. */
export function counterText({ total, from, to }: CounterInput): string {
  if (total <= 9) return `Mostrando 1 - 9 de ${total}`;
  return `Mostrando ${from ?? 0} - ${to ?? 0} de ${total}`;
}

/**
 * A live region that stays on the page while another page of news loads (`shown` null), so the new
 * count is announced: one inserted with its text already in it is not.
 */
export function NewsCounter({ shown }: { shown: CounterInput | null }) {
  return (
    <Text color="fg.muted" mb={shown ? '4' : '0'} aria-live="polite">
      {shown ? counterText(shown) : ''}
    </Text>
  );
}
