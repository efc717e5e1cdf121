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

export function NewsCounter(props: CounterInput) {
  return (
    <Text color="fg.muted" mb="4" aria-live="polite">
      {counterText(props)}
    </Text>
  );
}
