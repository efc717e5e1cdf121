import type { Descargable } from '@sello/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, signInAs } from '../../admin-core/testing/fake-api';
import { renderRoutes } from '../../admin-core/testing/render';
import { HomeDownloads } from '../components/home-downloads';

const descargable = (id: number, nombre: string, ubicacion: string): Descargable => ({
  id, nombre, ubicacion, documento: `descargables/${id}.pdf`, documento_url: `/storage/descargables/${id}.pdf`, created_at: '', updated_at: '',
});

describe('home editor: Archivos descargables', () => {
  beforeEach(() => signInAs('admin'));

  it('adds each chosen PDF as one downloadable, shows them, and starts over with focus on the file field', async () => {
    const stored = [descargable(1, 'Bases', 'bases')];
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/descargables$/, () => ({ body: stored }))
      .on('POST', /^\/api\/admin\/descargables\/store$/, (call) => {
        const added = descargable(stored.length + 1, String(call.form?.get('nombre')), String(call.form?.get('ubicacion')));
        stored.push(added);
        return { status: 201, body: added };
      });
    renderRoutes([{ path: '/admin/home-editar', element: <HomeDownloads pageTitle="Editar página de inicio" /> }], '/admin/home-editar');
    const table = await screen.findByRole('table', { name: 'Archivos descargables' });
    expect(await within(table).findByRole('rowheader', { name: 'Bases' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Agregar archivos' });
    expect(add).toBeDisabled();

    const files = [new File(['%PDF-1.4'], 'Formulario.pdf', { type: 'application/pdf' }), new File(['%PDF-1.4'], 'Guía.PDF', { type: 'application/pdf' })];
    await userEvent.upload(screen.getByLabelText(/^Agregar archivos/), files);
    const ubicacion = screen.getByLabelText(/^Ubicación de los archivos nuevos/);
    // No «bases» by default: the site shows one document there, and files added to it never showed.
    expect(ubicacion).toHaveValue('');
    // Without a location the button says why, at the field, and sends nothing. The field is already
    // invalid and described by the reason when focus lands on it (what a screen reader reads then).
    const atFocus: (string | null)[] = [];
    ubicacion.addEventListener('focus', () => atFocus.push(ubicacion.getAttribute('aria-invalid'), document.getElementById(ubicacion.getAttribute('aria-describedby') ?? '')?.textContent ?? null));
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('La ubicación es requerida.')).toBeInTheDocument();
    expect(ubicacion).toHaveFocus();
    expect(atFocus).toEqual(['true', expect.stringContaining('La ubicación es requerida.')]);
    expect(api.writes()).toHaveLength(0);
    await userEvent.type(ubicacion, 'formularios');
    add.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Datos enviados correctamente.')).toBeInTheDocument();
    expect(api.writes().map((call) => [call.form?.get('nombre'), call.form?.get('ubicacion')])).toEqual([['Formulario', 'formularios'], ['Guía', 'formularios']]);
    expect(await within(table).findByRole('rowheader', { name: 'Guía' })).toBeInTheDocument();
    // Nothing chosen any more, so 'Agregar archivos' is disabled: focus is on the file field, ready for the next ones.
    expect(screen.getByLabelText(/^Agregar archivos/)).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar archivos' })).toBeDisabled());
  });

  it('a refused file stays named on the page with the reason, and a retry sends only the files not yet added', async () => {
    const stored = [descargable(1, 'Bases', 'bases')];
    const api = fakeApi()
      .on('GET', /^\/api\/admin\/descargables$/, () => ({ body: stored }))
      .on('POST', /^\/api\/admin\/descargables\/store$/, (call) => {
        const nombre = String(call.form?.get('nombre'));
        if (nombre === 'Guía' && api.writes().length === 2) return { status: 422, body: { message: 'Los datos enviados no son válidos.', errors: { documento: ['El archivo debe ser un PDF.'] } } };
        const added = descargable(stored.length + 1, nombre, String(call.form?.get('ubicacion')));
        stored.push(added);
        return { status: 201, body: added };
      });
    renderRoutes([{ path: '/admin/home-editar', element: <HomeDownloads pageTitle="Editar página de inicio" /> }], '/admin/home-editar');
    await screen.findByRole('table', { name: 'Archivos descargables' });
    const files = [new File(['%PDF-1.4'], 'Formulario.pdf', { type: 'application/pdf' }), new File(['%PDF-1.4'], 'Guía.pdf', { type: 'application/pdf' })];
    await userEvent.upload(screen.getByLabelText(/^Agregar archivos/), files);
    await userEvent.type(screen.getByLabelText(/^Ubicación de los archivos nuevos/), 'formularios');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar archivos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('«Guía.pdf»: El archivo debe ser un PDF.');
    await waitFor(() => expect(document.title).toBe('Error: Editar página de inicio - Sello'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar archivos' }));
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    expect(api.writes().map((call) => call.form?.get('nombre'))).toEqual(['Formulario', 'Guía', 'Guía']);
    expect(await screen.findByText('Datos enviados correctamente.')).toBeInTheDocument();
    expect(screen.queryByText(/«Guía.pdf»/)).not.toBeInTheDocument();
  });
});
