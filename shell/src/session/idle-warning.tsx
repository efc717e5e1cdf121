import { RETURN_PARAM, staffLoginPathFor, useA11yStore } from '@sello/shared-a11y';
import { getMe, type SessionClock } from '@sello/shared-api';
import { renovarSesion } from '@sello/shared-api/staff';
import { chakra, notify, useLocation, useNavigate } from '@sello/shared-ui';
import { ConfirmDialog } from '@sello/shared-ui/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, countdownMark, remainingText, warningLeadMs } from './idle-clock';
import { useSignOut } from './use-sign-out';

/** Where the person signs in again, and back to the page they were on. */
function signInAgainPath(role: string | undefined, here: string): string {
  // mf-public's `/login` reads the same `volver` parameter as the staff sign-in.
  return role === 'postulante' ? `/login?${RETURN_PARAM}=${encodeURIComponent(here)}` : staffLoginPathFor(here);
}

/**
 * A session, staff's or applicant's, ends after a period without requests (the server's idle
 * timeout). Someone typing a long text makes no requests, so activity in the page renews the session
 * quietly when the end nears; with no activity a dialog warns before the end and offers to stay
 * signed in (WCAG 2.2.1).
 */
export function IdleWarning() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  const [clock, setClock] = useState<{ endsAt: number; lead: number } | null>(null);
  const [warning, setWarning] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const lastActivity = useRef(Date.now());
  const lastSync = useRef(Date.now());
  // The time left when the warning opened: the dialog's text says it then; the status region, each mark after.
  const openingMark = useRef(0);

  const apply = useCallback((answer: SessionClock) => {
    lastSync.current = Date.now();
    setClock({ endsAt: Date.parse(answer.expira_en), lead: warningLeadMs(answer.inactividad_minutos) });
    setWarning(false);
  }, []);

  useEffect(() => {
    getMe().then((me) => apply(me.sesion), () => undefined);
  }, [apply]);

  useEffect(() => {
    const mark = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, mark, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, mark, { capture: true });
    };
  }, []);

  const stay = useCallback(async () => {
    setBusy(true);
    try {
      apply(await renovarSesion());
    } catch {
      // A 401 here clears the session through the API client; nothing else to do.
    } finally {
      setBusy(false);
    }
  }, [apply]);

  // When the end nears: renew quietly if the person was active since the last renewal, else warn.
  useEffect(() => {
    if (!clock || warning) return undefined;
    const timer = window.setTimeout(() => {
      if (lastActivity.current > lastSync.current) void stay();
      else {
        const current = Date.now();
        openingMark.current = countdownMark(clock.endsAt - current);
        setNow(current);
        setWarning(true);
      }
    }, Math.max(0, clock.endsAt - clock.lead - Date.now()));
    return () => window.clearTimeout(timer);
  }, [clock, warning, stay]);

  // While warning: a countdown, and the end.
  useEffect(() => {
    if (!clock || !warning) return undefined;
    const tick = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= clock.endsAt) {
        window.clearInterval(tick);
        const role = useA11yStore.getState().user?.user.role;
        useA11yStore.getState().clearSession();
        notify({ type: 'info', title: 'Tu sesión se cerró por inactividad.', description: 'Vuelve a iniciar sesión para continuar.' });
        navigate(signInAgainPath(role, here.current), { replace: true });
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [clock, warning, navigate]);

  if (!clock || !warning) return null;
  const left = clock.endsAt - now;
  // Whole minutes for the announcement; the seconds only in the last minute.
  const spoken = left > 60_000 ? remainingText(Math.ceil(left / 60_000) * 60_000) : remainingText(left);
  const mark = countdownMark(left);
  return (
    <ConfirmDialog
      open
      title="Tu sesión está por cerrarse"
      confirmLabel="Seguir conectado"
      cancelLabel="Cerrar sesión ahora"
      tone="neutral"
      busy={busy}
      initialFocus="confirm"
      onConfirm={() => void stay()}
      onDismiss={() => void stay()}
      onCancel={() => void signOut()}
    >
      Por seguridad, la sesión se cierra tras un tiempo sin actividad. Se cerrará en <strong>{spoken}</strong>. Lo que no hayas guardado se perderá.
      {/* Empty at the opening (the text above is read with the title), then the time left at each mark. */}
      <chakra.span role="status" srOnly>{mark < openingMark.current ? `Se cerrará en ${remainingText(mark)}.` : ''}</chakra.span>
    </ConfirmDialog>
  );
}
