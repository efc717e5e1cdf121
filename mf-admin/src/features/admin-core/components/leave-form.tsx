import { Button, RouterLink, useNavigate } from '@sello/shared-ui';
import { ConfirmDialog } from '@sello/shared-ui/widgets';
import { useEffect, useRef, useState } from 'react';

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
 * The shell's controls that leave the page without being links (the header's 'Cerrar sesión') carry
 * this attribute: a form with unsaved edits asks before they act.
 */
const LEAVES_PAGE = '[data-leaves-page]';

/**
 * Where a click would lead: a path of the portal, or a control that leaves the page; or the history
 * entry the browser's back or forward button would go to (its Navigation API key).
 */
type Leaving = { to: string } | { control: HTMLElement } | { entry: string };

/** The Navigation API, where the browser has it (older browsers and jsdom do not). */
function browserNavigation(): Navigation | undefined {
  return (window as { navigation?: Navigation }).navigation;
}

/** Whether `url` is this page (only its fragment may differ): going there loses nothing. */
function isThisPage(url: URL): boolean {
  return url.pathname === window.location.pathname && url.search === window.location.search;
}

/**
 * Where a click would take the visitor, when it would leave this page in this tab; null for what loses
 * nothing (a new tab, a download, a link within the page or within the text being edited) and for
 * other sites (the browser asks itself then: `beforeunload`).
 */
function leaving(event: MouseEvent): Leaving | null {
  if (event.defaultPrevented) return null;
  const element = event.target instanceof Element ? event.target : null;
  const control = element?.closest(LEAVES_PAGE);
  // A button acts the same with Ctrl or Shift held: only a link opens elsewhere with them.
  if (control instanceof HTMLElement) return { control };
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = element?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  // A link inside the text being edited (the rich text editor) is content, not a way out.
  if (link.closest('[contenteditable]:not([contenteditable="false"])')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || isThisPage(url)) return null;
  return { to: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * An admin form's way out (Volver, Cancelar), the same in every form: a link, and while the form has
 * unsaved edits a question first, naming what would be lost. The question also comes for any other
 * link of the portal followed in this tab (the side menu, the header) and for signing out (the
 * header's 'Cerrar sesión', which carries `data-leaves-page`), and the browser's own for a reload,
 * closing the tab or another site. 'Seguir editando' (focused first, the safe choice) or Escape keep
 * the form as it is and give focus back to the link or button. A link clicked for a new tab (Ctrl,
 * Cmd, Shift, the middle button) loses nothing and is left to the browser. The browser's back and
 * forward buttons within the portal ask too, where the browser has the Navigation API (elsewhere
 * they leave as before): the move is cancelled before the address changes, and 'Descartar cambios'
 * makes it.
 */
export function LeaveForm({ to, label, changed }: LeaveFormProps) {
  const unsaved = Object.keys(changed).filter((field) => changed[field]);
  const dirty = unsaved.length > 0;
  const navigate = useNavigate();
  const [target, setTarget] = useState<Leaving | null>(null);
  // A control the visitor chose to go on with: its click, repeated, is let through once.
  const confirmed = useRef<HTMLElement | null>(null);
  // The history entry the visitor chose to go on to: that move is let through once.
  const passing = useRef<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    // Capture on the document runs before React's handlers on the root: a router link does not navigate.
    const onClick = (event: MouseEvent) => {
      const destination = leaving(event);
      if (destination === null) return;
      if ('control' in destination && destination.control === confirmed.current) {
        confirmed.current = null;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setTarget(destination);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Back or forward to an entry of this document (the router's): cancelled before the address
    // changes. One to another document is the browser's to ask about (beforeunload).
    const onNavigate = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.destination.sameDocument) return;
      if (event.destination.key === passing.current) {
        passing.current = null;
        return;
      }
      if (!event.cancelable || isThisPage(new URL(event.destination.url))) return;
      event.preventDefault();
      setTarget({ entry: event.destination.key });
    };
    const navigation = browserNavigation();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty]);

  return (
    <>
      <Button asChild variant="outline">
        <RouterLink to={to}>{label}</RouterLink>
      </Button>
      <ConfirmDialog
        open={target !== null}
        title="¿Descartar los cambios?"
        confirmLabel="Descartar cambios"
        cancelLabel="Seguir editando"
        onCancel={() => setTarget(null)}
        onConfirm={() => {
          setTarget(null);
          if (target === null) return;
          if ('to' in target) {
            navigate(target.to);
            return;
          }
          if ('entry' in target) {
            passing.current = target.entry;
            const move = browserNavigation()?.traverseTo(target.entry);
            // Cut short by another move (a second click of back): nothing is lost, nothing to report.
            move?.committed?.catch(() => {});
            move?.finished?.catch(() => {});
            return;
          }
          confirmed.current = target.control;
          target.control.click();
        }}
      >
        Se perderán los cambios que no has guardado en {listFormat.format(unsaved)}.
      </ConfirmDialog>
    </>
  );
}
