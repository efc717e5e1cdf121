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
  /**
   * What is happening while `busy` ('Enviando tu solicitud…'), said by a status region inside the
   * dialog: the page behind a modal dialog is hidden from screen readers, so a progress message
   * there is not heard.
   */
  busyLabel?: string;
  /** 'danger' (default): a red confirm button for destructive actions; 'neutral' for the others. */
  tone?: 'danger' | 'neutral';
  /** Which button has focus when the dialog opens; Cancelar (the safe choice) unless told otherwise. */
  initialFocus?: 'cancel' | 'confirm';
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape or a click outside; defaults to onCancel. */
  onDismiss?: () => void;
}

/**
 * A modal question before an action that cannot be undone, or that needs an answer now (role
 * alertdialog). Focus starts on Cancelar, the safe choice, unless told otherwise; Escape dismisses;
 * focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open, title, children, confirmLabel, cancelLabel = 'Cancelar', busy, busyLabel, tone = 'danger', initialFocus = 'cancel', onConfirm, onCancel, onDismiss,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => (details.open ? undefined : (onDismiss ?? onCancel)())}
      initialFocusEl={() => (initialFocus === 'confirm' ? confirmRef.current : cancelRef.current)}
      closeOnInteractOutside={!busy}
    >
      <Portal>
        {/* In the dark theme Chakra's half-black backdrop barely darkens an already dark page, and a
            shadow does not show: a darker backdrop and a border set the question apart from the page. */}
        <Dialog.Backdrop bg={{ _light: 'blackAlpha.500', _dark: 'blackAlpha.800' }} />
        <Dialog.Positioner>
          <Dialog.Content mx="4" borderWidth="1px" borderColor="border">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {/* A Description, so the dialog's aria-describedby names it: screen readers read the warning with the title. */}
            {children ? <Dialog.Body><Dialog.Description asChild><div>{children}</div></Dialog.Description></Dialog.Body> : null}
            {/* In the dialog from its opening, empty until busy: a region whose text changes is announced. */}
            {busyLabel ? <Dialog.Body pt="0" role="status">{busy ? busyLabel : ''}</Dialog.Body> : null}
            <Dialog.Footer>
              <HStack gap="3" flexWrap="wrap" justifyContent="flex-end">
                <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                  {cancelLabel}
                </Button>
                <Button ref={confirmRef} colorPalette={tone === 'danger' ? 'red' : undefined} onClick={onConfirm} loading={busy}>
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
