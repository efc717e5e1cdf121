import { Dialog, Portal } from '@chakra-ui/react';
// Through the package name: the core singleton's copies.
import { Button, HStack } from '@sello/shared-ui';
import { useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** The destructive action's words, e.g. 'Eliminar noticia'. */
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that cannot be undone (role alertdialog). Focus starts on
 * Cancelar, the safe choice; Escape cancels; focus returns to the button that opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancelar', busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            <Dialog.Footer>
              <HStack gap="3" flexWrap="wrap" justifyContent="flex-end">
                <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                  {cancelLabel}
                </Button>
                <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                  {confirmLabel}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
