import { Button, HStack, RouterLink } from '@sello/shared-ui';
import type { ReactNode } from 'react';

export interface PageActionsProps {
  back?: { to: string; label?: string };
  children?: ReactNode;
}

/** The Volver / Continuar row at the foot of the applicant pages. */
export function PageActions({ back, children }: PageActionsProps) {
  return (
    <HStack gap="3" mt="8" flexWrap="wrap">
      {back ? (
        <Button asChild variant="outline">
          <RouterLink to={back.to}>{back.label ?? 'Volver'}</RouterLink>
        </Button>
      ) : null}
      {children}
    </HStack>
  );
}
