import { RouterLink, type PortalRoute } from '@sello/shared-ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LeaveForm } from '../components/leave-form';
import { renderRoutes } from '../testing/render';

/** A form page as the admin sees it: a menu link outside the form, a link within the page, the form. */
function FormPage({ onSignOut = () => {} }: { onSignOut?: () => void }) {
  const [titulo, setTitulo] = useState('Noticia');
  return (
    <>
      <button type="button" data-leaves-page="" onClick={onSignOut}>
        Cerrar sesión
      </button>
      <nav aria-label="Menú del panel">
        <RouterLink to="/admin/panel/instituciones">Instituciones</RouterLink>
        <a href="#formulario">Ir al formulario</a>
        <a href="/manual.pdf" target="_blank" rel="noreferrer">Manual</a>
      </nav>
      <form id="formulario">
        <label>
          Título
          <input value={titulo} onChange={(event) => setTitulo(event.currentTarget.value)} />
        </label>
        <div contentEditable suppressContentEditableWarning>
          Texto con <a href="/noticias">un enlace</a>
        </div>
        <LeaveForm to="/admin/panel/noticias" label="Volver" changed={{ Título: titulo !== 'Noticia' }} />
      </form>
    </>
  );
}

const routes: PortalRoute[] = [
  { path: '/admin/noticias/1/editar', element: <FormPage /> },
  { path: '/admin/panel/instituciones', element: <h1>Instituciones</h1> },
  { path: '/admin/panel/noticias', element: <h1>Noticias</h1> },
];

async function editTitle() {
  const title = screen.getByLabelText('Título');
  await userEvent.type(title, ' editada');
  return title;
}

describe('LeaveForm: unsaved edits are not lost by following another link', () => {
  it('with nothing changed, a menu link leaves at once', async () => {
    const view = renderRoutes(routes, '/admin/noticias/1/editar');
    await userEvent.click(screen.getByRole('link', { name: 'Instituciones' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/instituciones'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('with unsaved edits, a menu link asks first: Seguir editando stays with the edits, Descartar cambios follows the link', async () => {
    const view = renderRoutes(routes, '/admin/noticias/1/editar');
    const title = await editTitle();
    const menuLink = screen.getByRole('link', { name: 'Instituciones' });
    await userEvent.click(menuLink);

    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(dialog).toHaveTextContent('Se perderán los cambios que no has guardado en Título.');
    expect(view.location().pathname).toBe('/admin/noticias/1/editar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuLink).toHaveFocus());
    expect(title).toHaveValue('Noticia editada');

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/instituciones'));
  });

  it('with unsaved edits, signing out asks first: Seguir editando keeps the session, Descartar cambios signs out', async () => {
    const signOut = jest.fn();
    renderRoutes([{ path: '/admin/noticias/1/editar', element: <FormPage onSignOut={signOut} /> }], '/admin/noticias/1/editar');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(signOut).toHaveBeenCalledTimes(1);

    await editTitle();
    // Ctrl held changes nothing for a button: it would still sign out here.
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }), { ctrlKey: true });
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Título')).toHaveValue('Noticia editada');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(2));
    // The next click is asked about again: the one let through was only the chosen one.
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('Volver asks the same question and leads to its list', async () => {
    const view = renderRoutes(routes, '/admin/noticias/1/editar');
    await editTitle();
    await userEvent.click(screen.getByRole('link', { name: 'Volver' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/panel/noticias'));
  });

  it('a link within the page, a new tab, or a link inside the text being edited loses nothing: no question', async () => {
    const view = renderRoutes(routes, '/admin/noticias/1/editar');
    // Last in line: what the browser would do with these clicks (jsdom cannot load another document).
    const browserDefault = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', browserDefault);
    await editTitle();
    await userEvent.click(screen.getByRole('link', { name: 'Ir al formulario' }));
    fireEvent.click(screen.getByRole('link', { name: 'Manual' }));
    fireEvent.click(screen.getByRole('link', { name: 'Instituciones' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'un enlace' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/admin/noticias/1/editar');
    window.removeEventListener('click', browserDefault);
  });

  it('a reload or closing the tab is asked about by the browser only while there are unsaved edits', async () => {
    renderRoutes(routes, '/admin/noticias/1/editar');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await editTitle();
    expect(unload()).toBe(true);
  });
});
