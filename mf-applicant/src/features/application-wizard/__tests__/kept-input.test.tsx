import { useA11yStore } from '@sello/shared-a11y';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderRoutes, signInApplicant } from '../../applicant-core/__tests__/test-utils';
import { KEPT_INPUT_MESSAGE } from '../lib/kept-input';
import { wizardRoutes } from '../routes';

// A draft at step 3 (the person in charge), with step 1 and the legal representative saved.
const resumen = { id: 41, institucion_id: 9, nombre_institucion: 'Municipalidad de Prueba', categoria_id: null, categoria: null, year: null, estado: 'Borrador', step: 3, created_at: '2024-05-01T12:00:00Z', updated_at: '2024-05-01T12:00:00Z', evaluado_por: null };
const detalle = {
  ...resumen,
  postulacion: {
    id: 41, nombre_institucion: 'Municipalidad de Prueba', rut_institucion: '69.070.900-1', rubro_institucion: 'Pública',
    tipo_institucion_id: 1, direccion_fisica: 'Plaza 1', region_id: 13, comuna_id: 131, cant_trabajadores: 250, cant_trabajadores_discapacidad: 4,
  },
  rep_legal: { id: 1, postulacion_sello_id: 41, nombre_rep_legal: 'María Soto', cargo_rep_legal: 'Alcaldesa', rut_rep_legal: '12.345.678-5', telefono_rep_legal: '912345678', correo_rep_legal: 'm@example.cl', created_at: '' },
  encargado: null, obtencion_sello_p1: null, obtencion_sello_p2: [], obtencion_sello_p3: [], requisitos: [], historial: [],
};
const api = {
  'GET /api/postulante/postulaciones': () => [resumen],
  'GET /api/postulante/postulaciones/41': () => detalle,
  'GET /api/tipo-instituciones': () => [{ id: 1, nombre: 'Pública' }],
  'GET /api/regiones': () => [{ id: 13, nombre: 'Metropolitana de Santiago' }],
  'GET /api/comunas/region/13': () => [{ id: 131, nombre: 'Santiago', region_id: 13 }],
};
const REP_LEGAL = '/proceso-de-postulacion/representante-legal';
const ENCARGADO = '/proceso-de-postulacion/encargado-de-postular';

/** Leaves the step the way a header link, Back or a reload does (no Cancelar), and opens it again. */
async function leaveAndReturn(path: string, label: RegExp) {
  cleanup();
  renderRoutes(wizardRoutes, path);
  return screen.findByLabelText(label);
}

const keptSlots = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('sello-paso-sin-guardar:'));

describe('what an applicant typed in a step and did not save', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    signInApplicant();
    fakeApi(api);
  });
  afterEach(() => useA11yStore.getState().clearSession());

  it('is there again after leaving without Cancelar, said so, and still counts as unsaved', async () => {
    renderRoutes(wizardRoutes, ENCARGADO);
    await userEvent.type(await screen.findByLabelText(/Nombre del\/de la encargado\/a/), 'Pedro Rojas');
    await userEvent.type(screen.getByLabelText(/^Cargo/), 'Jefe de personas');
    const name = await leaveAndReturn(ENCARGADO, /Nombre del\/de la encargado\/a/);
    expect(name).toHaveValue('Pedro Rojas');
    expect(screen.getByLabelText(/^Cargo/)).toHaveValue('Jefe de personas');
    expect(screen.getByText(KEPT_INPUT_MESSAGE)).toBeInTheDocument();
    // Cancelar asks first, as for anything typed; discarding drops it for good.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    expect(await screen.findByRole('heading', { name: 'Representante legal' })).toBeInTheDocument();
    expect(await leaveAndReturn(ENCARGADO, /Nombre del\/de la encargado\/a/)).toHaveValue('');
    expect(screen.queryByText(KEPT_INPUT_MESSAGE)).not.toBeInTheDocument();
    expect(keptSlots()).toEqual([]);
  });

  it('puts back only what was changed: the saved fields show what the server has', async () => {
    renderRoutes(wizardRoutes, REP_LEGAL);
    const cargo = await screen.findByLabelText(/^Cargo/);
    await userEvent.clear(cargo);
    await userEvent.type(cargo, 'Alcalde subrogante');
    await leaveAndReturn(REP_LEGAL, /Nombre del\/de la representante legal/);
    expect(screen.getByLabelText(/^Cargo/)).toHaveValue('Alcalde subrogante');
    expect(screen.getByLabelText(/Nombre del\/de la representante legal/)).toHaveValue('María Soto');
    // Typed back to what is saved: nothing is left to keep.
    await userEvent.clear(screen.getByLabelText(/^Cargo/));
    await userEvent.type(screen.getByLabelText(/^Cargo/), 'Alcaldesa');
    expect(keptSlots()).toEqual([]);
  });

  it('is dropped once the step is saved', async () => {
    const saved: unknown[] = [];
    fakeApi({
      ...api,
      'POST /api/institucion/postulacion_sellos/rep_legal/store': (request) => request.clone().json().then((body: unknown) => {
        saved.push(body);
        return { id: 1 };
      }),
      'POST /api/historial-postulaciones/store': () => ({ id: 1 }),
    });
    renderRoutes(wizardRoutes, REP_LEGAL);
    const cargo = await screen.findByLabelText(/^Cargo/);
    await userEvent.clear(cargo);
    await userEvent.type(cargo, 'Alcalde subrogante');
    expect(keptSlots()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByRole('heading', { name: 'Encargado/a de postular' })).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ cargo_rep_legal: 'Alcalde subrogante' })]);
    expect(keptSlots()).toEqual([]);
  });

  it('is gone at sign-out', async () => {
    renderRoutes(wizardRoutes, ENCARGADO);
    await userEvent.type(await screen.findByLabelText(/Nombre del\/de la encargado\/a/), 'Pedro Rojas');
    expect(keptSlots()).toHaveLength(1);
    useA11yStore.getState().clearSession();
    expect(keptSlots()).toEqual([]);
  });

  it('is never shown to someone else signing in on the same tab, and goes when they open the wizard', async () => {
    renderRoutes(wizardRoutes, ENCARGADO);
    await userEvent.type(await screen.findByLabelText(/Nombre del\/de la encargado\/a/), 'Pedro Rojas');
    // Another person on this tab without a sign-out in between (the session replaced).
    useA11yStore.getState().setSession({ token: 'otro', user: { name: 'Luis', lastname: 'Díaz', role: 'postulante', id: 2 } });
    expect(keptSlots()).toHaveLength(1);
    expect(await leaveAndReturn(ENCARGADO, /Nombre del\/de la encargado\/a/)).toHaveValue('');
    expect(screen.queryByText(KEPT_INPUT_MESSAGE)).not.toBeInTheDocument();
    expect(keptSlots()).toEqual([]);
  });

  it('step 1 of a new application: a region and its commune are put back, the commune chosen once its options arrive', async () => {
    fakeApi({ ...api, 'GET /api/postulante/postulaciones': () => [] });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    await userEvent.type(await screen.findByLabelText(/^Rubro de la institución/), 'Municipal');
    await userEvent.selectOptions(screen.getByLabelText(/^Región/), '13');
    await screen.findByRole('option', { name: 'Santiago' });
    await userEvent.selectOptions(screen.getByLabelText(/^Comuna/), '131');
    await leaveAndReturn('/proceso-de-postulacion', /Rubro de la institución/);
    expect(screen.getByLabelText(/^Rubro de la institución/)).toHaveValue('Municipal');
    expect(screen.getByLabelText(/^Región/)).toHaveValue('13');
    await waitFor(() => expect(screen.getByLabelText(/^Comuna/)).toHaveValue('131'));
    expect(screen.getByText(KEPT_INPUT_MESSAGE)).toBeInTheDocument();
  });
});
