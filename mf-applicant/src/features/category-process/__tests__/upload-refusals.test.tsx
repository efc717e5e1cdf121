// Audit defects 2 and 3: a refused upload is shown on the form (field, error summary, 'Error: ' in the
// title), not only in a 1.5 s toast; a sent application offers no 'Editar' and says why it cannot change.
import { useA11yStore } from '@sello/shared-a11y';
import { dismissAllToasts } from '@sello/shared-ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderRoutes, signInApplicant } from '../../applicant-core/__tests__/test-utils';
import { applicationsRoutes } from '../../applications/routes';
import { processRoutes } from '../routes';
import { detail, list, requisito } from './fixtures';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const text = (name: string) => new File(['hola'], name, { type: 'text/plain' });
// The API's answer to a file whose bytes are not a PDF (api/src/lib/uploads.ts).
const notPdf = (field: string) => () =>
  Response.json({ message: 'Tipo de archivo no permitido.', errors: { [field]: ['El archivo debe ser un PDF.'] } }, { status: 422 });
const medios = [{ id: 1, categoria_id: 1, nombre: 'Certificado de dotación', descripcion: 'Dotación vigente', archivo_base: null, archivo_base_url: null, created_at: '' }];

async function expectSummary(linkName: string, href: string) {
  const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
  expect(within(summary).getByRole('link', { name: linkName })).toHaveAttribute('href', href);
  // Read afresh: a server's refusal can show in the summary a render before the submit ends, which
  // mounts it anew (keyed by the submit count) and focuses that one.
  await waitFor(() => expect(screen.getByRole('alert', { name: 'Hay errores en el formulario' })).toHaveFocus());
  await waitFor(() => expect(document.title).toMatch(/^Error: /));
  // The reason stays on the form, not in a toast that goes in 1.5 s. A toast would need its region
  // loaded (at the first click) and a frame to open: give it that time, then look for any error toast.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(errorToasts()).toHaveLength(0);
}

/** Toasts (shared-ui/src/toast) are role="status" elements that carry their type in data-type. */
function errorToasts() {
  return screen.queryAllByRole('status', { hidden: true }).filter((toast) => toast.getAttribute('data-type') === 'error');
}

describe('a refused upload is shown on the form', () => {
  beforeEach(() => signInApplicant());
  afterEach(() => {
    useA11yStore.getState().clearSession();
    act(() => dismissAllToasts());
  });

  const requirementApi = (extra: Record<string, () => unknown> = {}) =>
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail(),
      'GET /api/requisitos/2': () => requisito(2, false),
      ...extra,
    });

  it('requirement: a file that is not a PDF is refused before it is sent, under the field and in the summary', async () => {
    const calls = requirementApi();
    renderRoutes(applicationsRoutes, '/postulante/requisito/2?postulacion=41');
    fireEvent.change(await screen.findByLabelText(/Requisito \(PDF\)/), { target: { files: [text('nota.txt')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await expectSummary('El archivo debe ser un PDF.', '#requisito');
    expect(document.getElementById('requisito-error')).toHaveTextContent('El archivo debe ser un PDF.');
    expect(screen.getByLabelText(/Requisito \(PDF\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(document.title).toBe('Error: Requisito 2 - Sello');
    expect(calls).not.toContain('POST /api/requisitos/store');
    // Sent again as it is: focus comes back to the summary rather than staying on the button.
    const button = screen.getByRole('button', { name: 'Continuar' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert', { name: 'Hay errores en el formulario' })).toHaveFocus());
  });

  it('requirement: the server’s reason for the file is shown under the field', async () => {
    const calls = requirementApi({ 'POST /api/requisitos/store': notPdf('requisito') });
    renderRoutes(applicationsRoutes, '/postulante/requisito/2?postulacion=41');
    fireEvent.change(await screen.findByLabelText(/Requisito \(PDF\)/), { target: { files: [pdf('falso.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await expectSummary('El archivo debe ser un PDF.', '#requisito');
    expect(document.getElementById('requisito-error')).toHaveTextContent('El archivo debe ser un PDF.');
    expect(calls).toContain('POST /api/requisitos/store');
  });

  it('requirement: a refusal that names no field is linked to the button that retries', async () => {
    const message = 'La postulación fue enviada y ya no se puede modificar.';
    requirementApi({ 'POST /api/requisitos/store': () => Response.json({ message }, { status: 409 }) });
    renderRoutes(applicationsRoutes, '/postulante/requisito/2?postulacion=41');
    fireEvent.change(await screen.findByLabelText(/Requisito \(PDF\)/), { target: { files: [pdf('req.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await expectSummary(message, '#requisito-continuar');
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveAttribute('id', 'requisito-continuar');
  });

  it('step 1: the server’s reason for a file goes under that file', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p1: false, p2: 0 }),
      'GET /descargables': () => [],
      'POST /api/obtencion_sello_p1/store': notPdf('declaracion_autoridad'),
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada?postulacion=41');
    const send = await screen.findByRole('button', { name: 'Subir archivos' });
    fireEvent.change(screen.getByLabelText(/Bitácora \(PDF\)/), { target: { files: [pdf('bitacora.pdf')] } });
    fireEvent.change(screen.getByLabelText(/Formulario de declaración \(PDF\)/), { target: { files: [pdf('declaracion.pdf')] } });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await expectSummary('El archivo debe ser un PDF.', '#declaracion_autoridad');
    expect(document.getElementById('declaracion_autoridad-error')).toHaveTextContent('El archivo debe ser un PDF.');
    expect(document.getElementById('bitacora-error')).toBeNull();
    expect(document.title).toBe('Error: Bitácora y declaración - Sello');
  });

  it('step 1: a chosen file that is not a PDF is refused before it is sent', async () => {
    const calls = fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p1: false, p2: 0 }),
      'GET /descargables': () => [],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada?postulacion=41');
    const send = await screen.findByRole('button', { name: 'Subir archivos' });
    fireEvent.change(screen.getByLabelText(/Bitácora \(PDF\)/), { target: { files: [text('bitacora.docx')] } });
    fireEvent.change(screen.getByLabelText(/Formulario de declaración \(PDF\)/), { target: { files: [pdf('declaracion.pdf')] } });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await expectSummary('El archivo debe ser un PDF.', '#bitacora');
    expect(calls).not.toContain('POST /api/obtencion_sello_p1/store');
  });

  it('admisibilidad: the server’s reason goes under the file, and a whole-request refusal to Guardar', async () => {
    let answer = notPdf('archivo_verificacion');
    fakeApi({
      'GET /api/postulante/postulaciones': () => list(),
      'GET /api/postulante/postulaciones/41': () => detail({ p2: 0 }),
      'GET /api/medios-verificacion': () => medios,
      'POST /api/obtencion_sello_p2/store': () => answer(),
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/admisibilidad?postulacion=41');
    fireEvent.change(await screen.findByRole('combobox', { name: /Medio de verificación/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/Archivo de verificación/), { target: { files: [pdf('dotacion.pdf')] } });
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(guardar).toBeEnabled());
    fireEvent.click(guardar);
    await expectSummary('El archivo debe ser un PDF.', '#archivo_verificacion');
    expect(document.getElementById('archivo_verificacion-error')).toHaveTextContent('El archivo debe ser un PDF.');
    expect(document.title).toBe('Error: Admisibilidad - Sello');

    const message = 'La postulación fue enviada y ya no se puede modificar.';
    answer = () => Response.json({ message }, { status: 409 });
    fireEvent.change(screen.getByLabelText(/Archivo de verificación/), { target: { files: [pdf('dotacion-2.pdf')] } });
    fireEvent.click(guardar);
    // Each failed submit mounts the summary anew (so it is announced again): read it once the answer is in.
    const summaryNow = () => screen.getByRole('alert', { name: 'Hay errores en el formulario' });
    await waitFor(() => expect(within(summaryNow()).getByRole('link', { name: message })).toHaveAttribute('href', '#guardar-verificacion'));
    await waitFor(() => expect(summaryNow()).toHaveFocus());
    expect(document.getElementById('archivo_verificacion-error')).toBeNull();
  });
});

describe('a sent application cannot be edited, and says so', () => {
  beforeEach(() => signInApplicant());
  afterEach(() => useA11yStore.getState().clearSession());

  it('step 3 of a sent application offers Ver, not Editar', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list('Enviada'),
      'GET /api/postulante/postulaciones/41': () => detail({ estado: 'Enviada' }),
      'GET /api/postulante/postulaciones/41/requisitos': () => [requisito(1, true), requisito(2, true)],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada/postulacion?postulacion=41');
    const table = await screen.findByRole('table', { name: 'Requisitos de la categoría' });
    expect(within(table).queryAllByRole('link', { name: /^Editar/ })).toHaveLength(0);
    expect(within(table).getByRole('columnheader', { name: 'Ver' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ver Requisito 1' })).toHaveAttribute('href', '/postulante/requisito/1?postulacion=41');
    // Each row is named by its requirement, not by its number (column N).
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Requisito 1', 'Requisito 2']);
  });

  it('the requirement page of a sent application says why nothing can be changed and shows the file, with no dead controls', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => list('Enviada'),
      'GET /api/postulante/postulaciones/41': () => detail({ estado: 'Enviada' }),
      'GET /api/requisitos/1': () => requisito(1, true),
    });
    renderRoutes(applicationsRoutes, '/postulante/requisito/1?postulacion=41');
    expect(await screen.findByText('La postulación fue enviada y ya no se puede modificar.')).toBeInTheDocument();
    expect(screen.getByText('Archivo actual: req-1.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar req-1.pdf' })).toBeEnabled();
    expect(screen.queryByLabelText(/Requisito \(PDF\)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/postulante/categoria-seleccionada/postulacion?postulacion=41');
  });
});
