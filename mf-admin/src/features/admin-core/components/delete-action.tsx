import { Button, TrashIcon } from '@sello/shared-ui';
import { ConfirmDialog } from '@sello/shared-ui/widgets';
import { useRef, useState, type ReactNode } from 'react';

export interface DeleteActionProps {
  /** The opener's id: a refusal in the form's summary links here. */
  id: string;
  /** The opener's words, e.g. 'Eliminar noticia'. */
  label: string;
  /** The question, e.g. '¿Eliminar esta noticia?'. */
  title: string;
  /** The dialog's button, e.g. 'Eliminar noticia'. */
  confirmLabel: string;
  /** What the deletion does on the site. */
  children: ReactNode;
  /** The deletion and what follows it (the toast, the way back to the list). */
  remove: () => Promise<void>;
  /** A refused deletion: the form's `refuse` of useSaveForm, which puts the reason in its summary. */
  onRefused: (buttonId: string, error: unknown) => void;
}

/**
 * An edit form's 'Eliminar', the same in every admin form: a confirmation first (focus on Cancelar,
 * back on the opener when it closes), then the dialog's button is the one that shows the deletion is
 * running; the form's Guardar keeps its own state, as a deletion is not a save. Refused, the dialog
 * closes and the reason stays on the page (the form's summary), where the admin can read it.
 */
export function DeleteAction({ id, label, title, confirmLabel, children, remove, onRefused }: DeleteActionProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The form's summary takes focus as a refusal appears; then the closing dialog gives focus back to
  // this button. Once, after a refusal, it goes on to the summary.
  const refused = useRef(false);
  const backToSummary = () => {
    if (!refused.current) return;
    refused.current = false;
    document.querySelector<HTMLElement>('[role="alert"][aria-labelledby="error-summary-title"]')?.focus();
  };

  const confirm = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      // Done, the page leaves for the list: nothing here to update.
      await remove();
    } catch (error) {
      onRefused(id, error);
      refused.current = true;
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button id={id} type="button" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} onFocus={backToSummary}>
        <TrashIcon /> {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={title}
        confirmLabel={confirmLabel}
        busy={deleting}
        // Escape while the deletion runs would hide it without saying how it ended: the answer closes it.
        onCancel={() => {
          if (!deleting) setConfirming(false);
        }}
        onConfirm={() => void confirm()}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
