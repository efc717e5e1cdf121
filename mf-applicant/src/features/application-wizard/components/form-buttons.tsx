import { Button, HStack } from '@sello/shared-ui';

export interface FormButtonsProps {
  submitLabel?: string;
  disabled?: boolean;
  busy?: boolean;
  /** The submit button's id (an error summary item may lead to it). */
  submitId?: string;
  onCancel: () => void;
}

export function FormButtons({ submitLabel = 'Guardar y continuar', disabled, busy, submitId, onCancel }: FormButtonsProps) {
  return (
    <HStack gap="3" mt="6" flexWrap="wrap">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" id={submitId} colorPalette="brand" disabled={disabled || busy} loading={busy} loadingText="Guardando…">
        {submitLabel}
      </Button>
    </HStack>
  );
}
