// Through the package name: the core singleton's copy, never a second one inside this module.
import { Box, Heading, List } from '@sello/shared-ui';
import { useEffect, useRef, type MouseEvent } from 'react';

export interface ErrorSummaryItem {
  /** The field's id (FormField's `id`). */
  id: string;
  /** The same words as the inline error. */
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: string;
  /** The form's count of submits (react-hook-form's `submitCount`): a new failed one takes focus again. */
  attempt?: number;
}

/** Turns react-hook-form's `formState.errors` into summary items, in the form's field order. */
export function toErrorSummaryItems(
  errors: Partial<Record<string, { message?: unknown } | undefined>>,
  order: readonly string[] = Object.keys(errors),
): ErrorSummaryItem[] {
  return order.flatMap((id) => {
    const message = errors[id]?.message;
    return typeof message === 'string' && message ? [{ id, message }] : [];
  });
}

/**
 * GOV.UK-style error summary: shown above the form after a failed submit, takes focus so the user
 * hears it, and links each error to its field. A form that leaves focus to it (react-hook-form's
 * `shouldFocusError: false`) gives it `attempt` (`submitCount`): each failed submit then takes focus
 * here, also when the errors are the same as the last time. Not a `key`: a refusal the server gives
 * inside the submit shows before react-hook-form counts that submit, and a new key would then insert
 * the alert a second time, announced twice.
 */
export function ErrorSummary({ errors, title = 'Hay errores en el formulario', attempt = 0 }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<ReadonlySet<string>>(new Set());
  const focusedAttempt = useRef(attempt);
  const ids = errors.map((e) => e.id).join('|');

  // Focus comes here when a field gains an error or a new attempt fails, never while the person is
  // fixing one: forms re-validate as they type, and taking focus then would eat their keystrokes.
  useEffect(() => {
    const current = new Set(ids ? ids.split('|') : []);
    const added = [...current].some((id) => !shown.current.has(id));
    const failedAgain = attempt !== focusedAttempt.current && current.size > 0;
    shown.current = current;
    if (current.size > 0) focusedAttempt.current = attempt;
    if (added || failedAgain) ref.current?.focus();
  }, [ids, attempt]);

  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    // Keep the router out of it (a hash change would be a navigation) and land on the field itself.
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      borderWidth="4px"
      borderColor="fg.error"
      p="4"
      mb="6"
      borderRadius="l2"
    >
      <Heading as="h2" id="error-summary-title" textStyle="lg" mb="2">
        {title}
      </Heading>
      <List.Root ps="5">
        {errors.map((error) => (
          <List.Item key={error.id}>
            <a href={`#${error.id}`} onClick={(e) => focusField(e, error.id)} style={{ color: 'inherit' }}>
              <Box as="span" color="fg.error" fontWeight="medium" textDecoration="underline">
                {error.message}
              </Box>
            </a>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
