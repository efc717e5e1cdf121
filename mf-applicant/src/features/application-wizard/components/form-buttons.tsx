import { Button, HStack, Text } from '@sello/shared-ui';

export interface FormButtonsProps {
  submitLabel?: string;
  /** What is still to be chosen before the submit button works (spec: it is disabled until then), in words. */
  missing?: string[];
  busy?: boolean;
  /** The submit button's id (an error summary item may lead to it). */
  submitId?: string;
  onCancel: () => void;
}

const LIST = new Intl.ListFormat('es', { type: 'conjunction' });

export function FormButtons({ submitLabel = 'Guardar y continuar', missing = [], busy, submitId, onCancel }: FormButtonsProps) {
  // A disabled button says nothing of why: the reason is on screen beside it and is its description.
  const reason = missing.length > 0 && !busy ? `Para continuar, elige ${LIST.format(missing)}.` : null;
  return (
    <>
      {reason ? <Text id="form-buttons-reason" mt="6" color="fg.muted">{reason}</Text> : null}
      <HStack gap="3" mt={reason ? '3' : '6'} flexWrap="wrap">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button
          type="submit"
          id={submitId}
          colorPalette="brand"
          disabled={missing.length > 0 || busy}
          aria-describedby={reason ? 'form-buttons-reason' : undefined}
          loading={busy}
          loadingText="Guardando…"
        >
          {submitLabel}
        </Button>
      </HStack>
    </>
  );
}
