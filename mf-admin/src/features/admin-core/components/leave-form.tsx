import { Button, RouterLink, useNavigate } from '@sello/shared-ui';
import { ConfirmDialog } from '@sello/shared-ui/widgets';
import { useState, type MouseEvent } from 'react';

export interface LeaveFormProps {
  /** Where the form's way out leads: its list, the panel. */
  to: string;
  /** The control's words: 'Volver', 'Cancelar'. */
  label: string;
  /**
   * Each field's label (in the form's order) and whether it holds an edit not saved; with none, the
   * control leaves at once.
   */
  changed: Readonly<Record<string, boolean>>;
}

const listFormat = new Intl.ListFormat('es', { type: 'conjunction' });

/**
 * An admin form's way out (Volver, Cancelar), the same in every form: a link, and while the form has
 * unsaved edits a question first, naming what would be lost; 'Seguir editando' (focused first, the safe
 * choice) or Escape keep the form as it is and give focus back to this link. A click meant for a new tab
 * (Ctrl, Cmd, Shift, the middle button) loses nothing and is left to the browser.
 */
export function LeaveForm({ to, label, changed }: LeaveFormProps) {
  const unsaved = Object.keys(changed).filter((field) => changed[field]);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (unsaved.length === 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setAsking(true);
  };

  return (
    <>
      <Button asChild variant="outline">
        <RouterLink to={to} onClick={onClick}>{label}</RouterLink>
      </Button>
      <ConfirmDialog
        open={asking}
        title="¿Descartar los cambios?"
        confirmLabel="Descartar cambios"
        cancelLabel="Seguir editando"
        onCancel={() => setAsking(false)}
        onConfirm={() => navigate(to)}
      >
        Se perderán los cambios que no has guardado en {listFormat.format(unsaved)}.
      </ConfirmDialog>
    </>
  );
}
