import { Button, HStack } from '@sello/shared-ui';

export interface FormButtonsProps {
  submitLabel?: string;
  disabled?: boolean;
  busy?: boolean;
  onCancel: () => void;
}

export function FormButtons({ submitLabel = 'Guardar y continuar', disabled, busy, onCancel }: FormButtonsProps) {
  return (
    <HStack gap="3" mt="6" flexWrap="wrap">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" colorPalette="brand" disabled={disabled || busy} loading={busy} loadingText="Guardando…">
        {submitLabel}
      </Button>
    </HStack>
  );
}
