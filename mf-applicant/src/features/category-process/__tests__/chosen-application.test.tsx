// Audit defect 1: the category process works on the application whose button was pressed, named in
// the address (?postulacion=ID), not on the newest one the applicant has.
import { useA11yStore } from '@sello/shared-a11y';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderRoutes, signInApplicant } from '../../applicant-core/__tests__/test-utils';
import { pickForProcess } from '../../applicant-core';
import { revision } from '../../applications/__tests__/review-fixtures';
import { applicationsRoutes } from '../../applications/routes';
import { processRoutes } from '../routes';
import { detail, requisito } from './fixtures';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

// The demo applicant's case: an older registered application and a newer published one.
const LICEO = 52;
const VALLE = 60;
const liceo = (over: Partial<ReturnType<typeof detail>> = {}) => ({
  ...detail({ p1: false, p2: 0 }),
  id: LICEO,
  nombre_institucion: 'Liceo Técnico Cordillera',
  ...over,
});
const valle = () => ({ ...detail({ estado: 'Publicada' }), id: VALLE, nombre_institucion: 'Municipalidad de Valle Alto' });
const summaryOf = (app: { postulacion?: unknown }) => ({ ...app, postulacion: undefined });
/** The text fields the page put in its multipart bodies (jsdom's Request cannot read them back). */
const sentFields = (append: jest.SpyInstance) =>
  Object.fromEntries(append.mock.calls.filter(([, value]) => typeof value === 'string') as [string, string][]);

describe('the category process works on the chosen application', () => {
  let append: jest.SpyInstance;
  beforeEach(() => {
    signInApplicant();
    append = jest.spyOn(FormData.prototype, 'append');
  });
  afterEach(() => {
    append.mockRestore();
    useA11yStore.getState().clearSession();
  });

  it('"Continuar registro" on a draft leads straight to the step to resume (not through step 1, named and announced first)', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => [summaryOf(liceo({ estado: 'Borrador', step: 4 }))],
      'GET /api/postulante/postulaciones/52': () => liceo({ estado: 'Borrador', step: 4 }),
      'GET /api/postulante/postulaciones/52/revision': () => revision({ id: LICEO, estado: 'Borrador', historial: [] }),
      'GET /api/regiones': () => [],
    });
    renderRoutes(applicationsRoutes, '/postulante/postulaciones');
    expect(await screen.findByRole('link', { name: /^Continuar registro/ })).toHaveAttribute('href', '/proceso-de-postulacion/sello-chile-inclusivo-step');
  });

  it('"Iniciar Postulación" on a Registrada card names that application in the address', async () => {
    fakeApi({
      'GET /api/postulante/postulaciones': () => [summaryOf(valle()), summaryOf(liceo())],
      'GET /api/postulante/postulaciones/60': () => valle(),
      'GET /api/postulante/postulaciones/52': () => liceo(),
      'GET /api/postulante/postulaciones/60/revision': () => revision({ id: VALLE, estado: 'Publicada', historial: [] }),
      'GET /api/postulante/postulaciones/52/revision': () => revision({ id: LICEO, estado: 'Registrada', historial: [] }),
      'GET /api/regiones': () => [],
    });
    renderRoutes(applicationsRoutes, '/postulante/postulaciones');
    const card = (await screen.findByText('Liceo Técnico Cordillera')).closest('section') as HTMLElement;
    const start = within(card).getByRole('link', { name: /^Iniciar Postulación/ });
    expect(start).toHaveAttribute('href', `/postulante/gestion-institucional-inclusiva?postulacion=${LICEO}`);
    // Two cards of the same seal: the institution tells the buttons apart in a list of links.
    expect(start).toHaveAccessibleName('Iniciar Postulación de Liceo Técnico Cordillera');
  });

  it('the category page and step 1 work on the application in ?postulacion=, and carry it on', async () => {
    const calls = fakeApi({
      'GET /api/postulante/postulaciones': () => [summaryOf(valle()), summaryOf(liceo())],
      'GET /api/postulante/postulaciones/60': () => valle(),
      'GET /api/postulante/postulaciones/52': () => liceo(),
      'GET /categoria-postulaciones/1': () => [{ id: 1, nombre: 'Gestión Institucional Inclusiva', slug: 'g', descripcion: 'Descripción.' }],
      'GET /descargables': () => [],
      'POST /api/obtencion_sello_p1/store': () => Response.json({ id: 9 }, { status: 200 }),
    });
    renderRoutes([...applicationsRoutes, ...processRoutes], `/postulante/gestion-institucional-inclusiva?postulacion=${LICEO}`);
    const continuar = await screen.findByRole('link', { name: 'Continuar' });
    expect(screen.getByText('Institución: Liceo Técnico Cordillera')).toBeInTheDocument();
    expect(continuar).toHaveAttribute('href', `/postulante/categoria-seleccionada?postulacion=${LICEO}`);
    fireEvent.click(continuar);

    // Step 1 of the Liceo: its form, not Valle Alto's "was sent and cannot be modified".
    const send = await screen.findByRole('button', { name: 'Subir archivos' });
    expect(screen.getByText('Institución: Liceo Técnico Cordillera')).toBeInTheDocument();
    expect(screen.queryByText('La postulación fue enviada y ya no se puede modificar.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', `/postulante/gestion-institucional-inclusiva?postulacion=${LICEO}`);
    fireEvent.change(screen.getByLabelText(/Bitácora \(PDF\)/), { target: { files: [pdf('bitacora.pdf')] } });
    fireEvent.change(screen.getByLabelText(/Formulario de declaración \(PDF\)/), { target: { files: [pdf('declaracion.pdf')] } });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await screen.findByRole('heading', { level: 2, name: 'Admisibilidad' });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/obtencion_sello_p1/store']);
    expect(sentFields(append).postulacion_sello_id).toBe(String(LICEO));
    expect(calls).not.toContain('GET /api/postulante/postulaciones/60');
  });

  it('step 3 and the requirement page keep the application: links, the file sent, the way back', async () => {
    const withP1 = () => liceo({ ...detail(), id: LICEO, nombre_institucion: 'Liceo Técnico Cordillera', obtencion_sello_p1: { ...detail().obtencion_sello_p1!, id: 77, postulacion_sello_id: LICEO } });
    const calls = fakeApi({
      'GET /api/postulante/postulaciones': () => [summaryOf(valle()), summaryOf(withP1())],
      'GET /api/postulante/postulaciones/52': () => withP1(),
      'GET /api/postulante/postulaciones/52/requisitos': () => [requisito(1, true), requisito(2, false)],
      'GET /api/requisitos/2': () => requisito(2, false),
      'POST /api/requisitos/store': () => Response.json({ id: 1 }, { status: 200 }),
    });
    const router = renderRoutes([...applicationsRoutes, ...processRoutes], `/postulante/categoria-seleccionada/postulacion?postulacion=${LICEO}`);
    const edit = await screen.findByRole('link', { name: 'Editar Requisito 2' });
    expect(edit).toHaveAttribute('href', `/postulante/requisito/2?postulacion=${LICEO}`);
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', `/postulante/categoria-seleccionada/admisibilidad?postulacion=${LICEO}`);
    fireEvent.click(edit);
    const input = await screen.findByLabelText(/Requisito \(PDF\)/);
    fireEvent.change(input, { target: { files: [pdf('req.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.current().pathname).toBe('/postulante/categoria-seleccionada/postulacion'));
    expect(router.current().search).toBe(`?postulacion=${LICEO}`);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/requisitos/store']);
    expect(sentFields(append).obtencion_sello_p1_id).toBe('77');
  });

  it('without ?postulacion= the process opens the application still open to files, not a newer sent one', async () => {
    expect(pickForProcess([summaryOf(valle()), summaryOf(liceo())] as never)?.id).toBe(LICEO);
    fakeApi({
      'GET /api/postulante/postulaciones': () => [summaryOf(valle()), summaryOf(liceo())],
      'GET /api/postulante/postulaciones/60': () => valle(),
      'GET /api/postulante/postulaciones/52': () => liceo(),
      'GET /descargables': () => [],
    });
    renderRoutes(processRoutes, '/postulante/categoria-seleccionada');
    expect(await screen.findByRole('button', { name: 'Subir archivos' })).toBeInTheDocument();
    expect(screen.getByText('Institución: Liceo Técnico Cordillera')).toBeInTheDocument();
  });
});
