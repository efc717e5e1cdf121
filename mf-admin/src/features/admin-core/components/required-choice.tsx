import { Stack, Text } from '@sello/shared-ui';
import { Fieldset } from '@sello/shared-ui/widgets';
import type { ReactNode } from 'react';

/** The fields' red asterisk beside a label that is not FormField's, hidden from screen readers as FormField's is. */
export function RequiredMark() {
  return <Text as="span" aria-hidden="true" color="fg.error" lineHeight="1" ms="1">*</Text>;
}

/**
 * A required choice between radio buttons (the decision, the admissibility, the reposición). The
 * group is a radiogroup so that it can say required (aria-required is allowed neither on a
 * fieldset's group nor on a radio), and its legend has the fields' red asterisk, hidden from screen
 * readers as FormField's is. Not the radios' native `required`: Chromium then reads each radio
 * as invalid on arrival, before anything is chosen, and the group as not required.
 */
export function RequiredChoice({ legend, errorText, mb, children }: { legend: string; errorText?: string; mb: string; children: ReactNode }) {
  return (
    <Fieldset.Root role="radiogroup" aria-required="true" mb={mb} invalid={!!errorText}>
      <Fieldset.Legend fontWeight="semibold">
        {legend}
        <RequiredMark />
      </Fieldset.Legend>
      <Stack gap="2" mt="2">{children}</Stack>
      {errorText ? <Fieldset.ErrorText>{errorText}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
