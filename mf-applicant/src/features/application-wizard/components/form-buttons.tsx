import { Button, HStack, Text } from '@sello/shared-ui';
import { ConfirmDialog } from '@sello/shared-ui/widgets';
import { useState } from 'react';

export interface FormButtonsProps {
  submitLabel?: string;
  /** What is still to be chosen before the submit button works (spec: it is disabled until then), in words. */
  missing?: string[];
  busy?: boolean;
  /** The submit button's id (an error summary item may lead to it). */
  submitId?: string;
  /**
   * Something typed in this step is not saved: Cancelar asks first (it leaves the step, and what was
   * typed would be lost without a word; WCAG 3.3.7 asks that it not have to be entered again).
   */
  unsaved?: boolean;
  onCancel: () => void;
}

const LIST = new Intl.ListFormat('es', { type: 'conjunction' });

export function FormButtons({ submitLabel = 'Guardar y continuar', missing = [], busy, submitId, unsaved = false, onCancel }: FormButtonsProps) {
  const [confirming, setConfirming] = useState(false);
  // A disabled button says nothing of why: the reason is on screen beside it and is its description.
  const reason = missing.length > 0 && !busy ? `Para continuar, elige ${LIST.format(missing)}.` : null;
  return (
    <>
      {reason ? <Text id="form-buttons-reason" mt="6" color="fg.muted">{reason}</Text> : null}
      <HStack gap="3" mt={reason ? '3' : '6'} flexWrap="wrap">
        <Button type="button" variant="outline" onClick={unsaved ? () => setConfirming(true) : onCancel}>
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
      <ConfirmDialog
        open={confirming}
        title="¿Descartar los cambios?"
        confirmLabel="Descartar cambios"
        cancelLabel="Seguir editando"
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
        onCancel={() => setConfirming(false)}
      >
        {`Lo que ingresaste en este paso aún no está guardado. Para conservarlo, elige Seguir editando y luego ${submitLabel}.`}
      </ConfirmDialog>
    </>
  );
}
