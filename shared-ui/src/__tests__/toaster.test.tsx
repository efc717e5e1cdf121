import { act, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ConfirmDialog } from '../components/confirm-dialog';
import { dismissAllToasts, notify, Toaster, TOAST_DURATION_MS, TOASTS_BELOW } from '../toast/toaster';
import { renderUi } from './helpers';

// Zag measures each toast in an animation frame; let it happen inside act.
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

afterEach(() => {
  act(() => dismissAllToasts());
});

describe('Toaster and notify', () => {
  it('shows a toast as a status message inside a polite live region', async () => {
    renderUi(<Toaster />);
    act(() => {
      notify({ type: 'success', title: 'Datos enviados correctamente.', description: 'Gracias.' });
    });
    const status = await screen.findByRole('status');
    await nextFrame();
    expect(status).toHaveTextContent('Datos enviados correctamente.');
    expect(status).toHaveTextContent('Gracias.');
    expect(status).toHaveAttribute('data-type', 'success');
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    expect(status.closest('[data-placement]')).toHaveAttribute('data-placement', 'top-end');
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
    // Its type's icon is drawn, not read (an unnamed image otherwise); the words say it.
    const icons = [...status.querySelectorAll('svg')].filter((svg) => !svg.closest('button'));
    expect(icons).toHaveLength(1);
    expect(icons[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is heard while a modal dialog hides the rest of the page (a send confirmed in a dialog says it was sent)', async () => {
    const page = (open: boolean) => (
      <>
        <main>Página</main>
        <ConfirmDialog open={open} title="¿Enviar la postulación?" confirmLabel="Enviar postulación" tone="neutral" onConfirm={() => {}} onCancel={() => {}} />
        <Toaster />
      </>
    );
    const view = renderUi(page(false));
    // The region is in the page before the dialog opens (it loads at the first interaction).
    act(() => {
      notify({ type: 'info', title: 'Primero' });
    });
    await screen.findByText('Primero');
    view.rerender(page(true));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByText('Página').closest('[aria-hidden="true"]')).not.toBeNull());
    act(() => {
      notify({ type: 'success', title: 'Datos enviados correctamente.' });
    });
    const sent = await screen.findByText('Datos enviados correctamente.');
    expect(sent.closest('[aria-hidden="true"]')).toBeNull();
  });

  it(`goes away after ${TOAST_DURATION_MS} ms`, async () => {
    jest.useFakeTimers();
    try {
      renderUi(<Toaster />);
      act(() => {
        notify({ type: 'error', title: 'Ha ocurrido un error inesperado.' });
      });
      expect(await screen.findByText('Ha ocurrido un error inesperado.')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(TOAST_DURATION_MS - 100);
      });
      expect(screen.getByText('Ha ocurrido un error inesperado.')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(2000);
      });
      await waitFor(() => expect(screen.queryByText('Ha ocurrido un error inesperado.')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it("opens below the page's header and follows it while the toast is up (no hover needed)", async () => {
    let bottom = 120;
    renderUi(
      <>
        <header {...{ [TOASTS_BELOW]: '' }}>Encabezado</header>
        <Toaster />
      </>,
    );
    screen.getByText('Encabezado').getBoundingClientRect = () => ({ bottom }) as DOMRect;
    act(() => {
      notify({ type: 'info', title: 'Bajo el encabezado' });
    });
    await screen.findByRole('status');
    await nextFrame();
    const top = () => document.querySelector<HTMLElement>('[style*="--sello-toasts-top"]')?.style.getPropertyValue('--sello-toasts-top');
    expect(top()).toBe('120px');
    // The page scrolls (a navigation back to the top, the reader): the toasts follow the header.
    bottom = -300;
    await nextFrame();
    await nextFrame();
    expect(top()).toBe('0px');
    bottom = 2000;
    await nextFrame();
    await nextFrame();
    expect(top()).toBe(`${Math.round(window.innerHeight / 2)}px`);
  });

  it('goes when focus lands on a control it covers, and stays when focus lands elsewhere or on a heading (WCAG 2.4.11)', async () => {
    renderUi(
      <>
        <a href="#a">Bajo la notificación</a>
        <a href="#b">Lejos de la notificación</a>
        <h1 tabIndex={-1}>Postulaciones</h1>
        <Toaster />
      </>,
    );
    const rect = (top: number) => ({ left: 16, right: 374, top, bottom: top + 100, width: 358, height: 100 }) as DOMRect;
    screen.getByText('Bajo la notificación').getBoundingClientRect = () => rect(250);
    screen.getByText('Lejos de la notificación').getBoundingClientRect = () => rect(600);
    screen.getByText('Postulaciones').getBoundingClientRect = () => rect(230);
    act(() => {
      notify({ type: 'success', title: '¡Bienvenida, Ana!' });
    });
    const status = await screen.findByRole('status');
    await nextFrame();
    status.getBoundingClientRect = () => rect(240);
    // Its own close button is in it, not under it.
    act(() => screen.getByRole('button', { name: 'Cerrar notificación' }).focus());
    act(() => screen.getByText('Lejos de la notificación').focus());
    // Nor the h1 the shell focuses after a navigation (a toast raised before leaving must be seen).
    act(() => screen.getByText('Postulaciones').focus());
    await nextFrame();
    expect(status).toHaveAttribute('data-state', 'open');
    act(() => screen.getByText('Bajo la notificación').focus());
    await waitFor(() => expect(screen.queryByText('¡Bienvenida, Ana!')).not.toBeInTheDocument());
  });

  it('keeps a toast asked for before its region has loaded and shows it once the region is in the page', async () => {
    act(() => {
      notify({ type: 'warning', title: 'Guardado pendiente.' });
    });
    renderUi(<Toaster />);
    const status = await screen.findByRole('status');
    await nextFrame();
    expect(status).toHaveTextContent('Guardado pendiente.');
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('drops waiting toasts when every toast is dismissed', async () => {
    act(() => {
      notify({ type: 'info', title: 'No debe aparecer.' });
      dismissAllToasts();
    });
    renderUi(<Toaster />);
    act(() => {
      notify({ type: 'info', title: 'Sí aparece.' });
    });
    expect(await screen.findByText('Sí aparece.')).toBeInTheDocument();
    expect(screen.queryByText('No debe aparecer.')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { baseElement } = renderUi(<Toaster />);
    act(() => {
      notify({ type: 'info', title: 'Bienvenido' });
    });
    await screen.findByRole('status');
    await nextFrame();
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
