import { useA11yStore } from '@sello/shared-a11y';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderRoutes, signInApplicant } from '../../applicant-core/__tests__/test-utils';
import { wizardRoutes } from '../routes';

const resumen = (step: number, estado = 'Borrador') => ({
  id: 41, institucion_id: 9, nombre_institucion: 'Municipalidad de Prueba', categoria_id: null, categoria: null, year: null,
  estado, step, created_at: '2024-05-01T12:00:00Z', updated_at: '2024-05-01T12:00:00Z', evaluado_por: null,
});

const detalle = (step: number) => ({
  ...resumen(step),
  postulacion: {
    id: 41, nombre_institucion: 'Municipalidad de Prueba', rut_institucion: '69.070.900-1', rubro_institucion: 'Pública',
    tipo_institucion_id: 1, direccion_fisica: 'Plaza 1', region_id: 13, comuna_id: 131, cant_trabajadores: 250, cant_trabajadores_discapacidad: 4,
  },
  rep_legal: step > 2
    ? { id: 1, postulacion_sello_id: 41, nombre_rep_legal: 'María Soto', cargo_rep_legal: 'Alcaldesa', rut_rep_legal: '12.345.678-5', telefono_rep_legal: '912345678', correo_rep_legal: 'm@example.cl', created_at: '' }
    : null,
  encargado: null, obtencion_sello_p1: null, obtencion_sello_p2: [], obtencion_sello_p3: [], requisitos: [], historial: [],
});

const reference = {
  'GET /api/tipo-instituciones': () => [{ id: 1, nombre: 'Pública' }],
  'GET /api/regiones': () => [{ id: 13, nombre: 'Metropolitana de Santiago' }, { id: 5, nombre: 'Valparaíso' }],
  'GET /api/comunas/region/13': () => [{ id: 131, nombre: 'Santiago', region_id: 13 }],
  'GET /api/comunas/region/5': () => [{ id: 51, nombre: 'Valparaíso', region_id: 5 }],
  'GET /api/categoria-postulaciones': () => [{ id: 1, nombre: 'Gestión Institucional Inclusiva', slug: 'g', descripcion: '' }],
};

/** From now on, how many role="alert" elements are inserted into the page (each one is announced). */
function countAlertInsertions() {
  let count = 0;
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof Element) count += [node, ...node.querySelectorAll('[role="alert"]')].filter((el) => el.matches('[role="alert"]')).length;
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => count;
}

describe('wizard on the server’s progress', () => {
  beforeEach(() => signInApplicant());
  afterEach(() => useA11yStore.getState().clearSession());

  it('redirects a later step to the earliest incomplete one and fills it from the server', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [resumen(3)], 'GET /api/postulante/postulaciones/41': () => detalle(3) });
    const router = renderRoutes(wizardRoutes, '/proceso-de-postulacion/sello-chile-inclusivo-step');
    expect(await screen.findByRole('heading', { name: 'Encargado/a de postular' })).toBeInTheDocument();
    expect(router.current().pathname).toBe('/proceso-de-postulacion/encargado-de-postular');
    // Cancel goes back one step, where the saved representative is filled in.
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Representante legal' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre del\/de la representante legal/)).toHaveValue('María Soto');
  });

  it('Cancelar with something typed asks before leaving the step: Seguir editando keeps it, Descartar cambios goes back (the words of the admin area)', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [resumen(3)], 'GET /api/postulante/postulaciones/41': () => detalle(3) });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion/encargado-de-postular');
    const name = await screen.findByLabelText(/Nombre del\/de la encargado\/a/);
    await userEvent.type(name, 'Pedro Rojas');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    expect(within(dialog).getByText(/aún no está guardado/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Encargado/a de postular' })).toBeInTheDocument();
    expect(name).toHaveValue('Pedro Rojas');

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar cambios' }));
    expect(await screen.findByRole('heading', { name: 'Representante legal' })).toBeInTheDocument();
  });

  it('step 3 copies the legal representative saved in step 2 with one button (nothing typed twice)', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [resumen(3)], 'GET /api/postulante/postulaciones/41': () => detalle(3) });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion/encargado-de-postular');
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar los datos del/de la representante legal' }));
    expect(screen.getByLabelText(/Nombre del\/de la encargado\/a/)).toHaveValue('María Soto');
    expect(screen.getByLabelText(/^Cargo/)).toHaveValue('Alcaldesa');
    expect(screen.getByLabelText(/^RUT/)).toHaveValue('12.345.678-5');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('912345678');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveValue('m@example.cl');
    expect(screen.getByRole('status')).toHaveTextContent('Se copiaron los datos del/de la representante legal.');
  });

  it('save and return: entering at the start resumes at the first unsaved step', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [resumen(3)], 'GET /api/postulante/postulaciones/41': () => detalle(3) });
    const router = renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    expect(await screen.findByRole('heading', { name: 'Encargado/a de postular' })).toBeInTheDocument();
    expect(router.current().pathname).toBe('/proceso-de-postulacion/encargado-de-postular');
  });

  it('starts at step 1 with no draft on the server', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [] });
    const router = renderRoutes(wizardRoutes, '/proceso-de-postulacion/representante-legal');
    expect(await screen.findByRole('heading', { name: 'Datos de la institución' })).toBeInTheDocument();
    expect(router.current().pathname).toBe('/proceso-de-postulacion');
  });

  it('step 1 says a new application starts there when the applicant has registered ones, and links to them', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [resumen(5, 'Enviada'), { ...resumen(5, 'Registrada'), id: 42 }] });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    expect(await screen.findByRole('heading', { name: 'Datos de la institución' })).toBeInTheDocument();
    expect(screen.getByText('Ya tienes 2 postulaciones registradas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis postulaciones' })).toHaveAttribute('href', '/postulante/postulaciones');
  });

  it('step 1 of a first application says nothing about other applications', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [] });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    expect(await screen.findByRole('heading', { name: 'Datos de la institución' })).toBeInTheDocument();
    expect(screen.queryByText(/Ya tienes/)).not.toBeInTheDocument();
  });

  it('step 1’s selects are required but not invalid before anything is chosen (a screen reader would say "invalid" on arrival)', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [] });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    await screen.findByRole('heading', { name: 'Datos de la institución' });
    for (const label of [/Tipo de institución/, /^Región/]) {
      const select = screen.getByLabelText(label);
      expect(select).toBeRequired();
      expect(select).toBeValid();
    }
  });

  it('keeps step 1’s button disabled until type, region and commune are chosen; a new region clears the commune', async () => {
    fakeApi({ ...reference, 'GET /api/postulante/postulaciones': () => [] });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    const button = await screen.findByRole('button', { name: 'Guardar y continuar' });
    expect(button).toBeDisabled();
    // Why, on screen and as the button's description: what is still to be chosen.
    expect(button).toHaveAccessibleDescription('Para continuar, elige el tipo de institución, la región y la comuna.');
    fireEvent.change(screen.getByLabelText(/Tipo de institución/), { target: { value: '1' } });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Región/), { target: { value: '13' } });
    await screen.findByRole('option', { name: 'Santiago' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Para continuar, elige la comuna.');
    expect(screen.getByText('Para continuar, elige la comuna.')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^Comuna/), { target: { value: '131' } });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^Para continuar/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Región/), { target: { value: '5' } });
    // The new region's communes are in the Comuna select (the Región select has its own 'Valparaíso').
    const comuna = screen.getByLabelText(/^Comuna/);
    await within(comuna).findByRole('option', { name: 'Valparaíso' });
    expect(within(comuna).queryByRole('option', { name: 'Santiago' })).not.toBeInTheDocument();
    expect(comuna).toHaveValue('');
    expect(button).toBeDisabled();
  });

  it('step 1 saved: stores the id, records progress 2 and moves to step 2', async () => {
    const calls = fakeApi({
      ...reference,
      'GET /api/postulante/postulaciones': () => [],
      'POST /api/institucion/postulacion_sellos/store': () => ({ ...detalle(2).postulacion, institucion_id: 9, id: 77, message: 'ok' }),
      'POST /api/historial-postulaciones/store': (request) => request.clone().json().then((body: unknown) => {
        progress.push(body);
        return { id: 1 };
      }),
    });
    const progress: unknown[] = [];
    const router = renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    await screen.findByRole('button', { name: 'Guardar y continuar' });
    fillInstitution();
    await screen.findByRole('option', { name: 'Santiago' });
    fireEvent.change(screen.getByLabelText(/^Comuna/), { target: { value: '131' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByRole('heading', { name: 'Representante legal' })).toBeInTheDocument();
    expect(router.current().pathname).toBe('/proceso-de-postulacion/representante-legal');
    expect(calls).toEqual(expect.arrayContaining(['POST /api/institucion/postulacion_sellos/store', 'POST /api/historial-postulaciones/store']));
    expect(progress).toEqual([expect.objectContaining({ postulacion_sello_id: 77, progreso_postulacion: 2 })]);
    expect(document.querySelector('input[name="postulacion_sello_id"]')).toHaveValue('77');
  });

  it('a failed progress record keeps the applicant on step 1', async () => {
    fakeApi({
      ...reference,
      'GET /api/postulante/postulaciones': () => [],
      'POST /api/institucion/postulacion_sellos/store': () => ({ ...detalle(2).postulacion, institucion_id: 9, id: 77, message: 'ok' }),
      'POST /api/historial-postulaciones/store': () => Response.json({ message: 'Error' }, { status: 500 }),
    });
    const router = renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    await screen.findByRole('button', { name: 'Guardar y continuar' });
    fillInstitution();
    await screen.findByRole('option', { name: 'Santiago' });
    fireEvent.change(screen.getByLabelText(/^Comuna/), { target: { value: '131' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Ha ocurrido un error inesperado al guardar el progreso.')).toBeInTheDocument();
    expect(router.current().pathname).toBe('/proceso-de-postulacion');
    expect(screen.getByRole('heading', { name: 'Datos de la institución' })).toBeInTheDocument();
  });

  it('step 4’s button stays disabled until a category is chosen, then completes the registration', async () => {
    const calls = fakeApi({
      ...reference,
      'GET /api/postulante/postulaciones': () => [resumen(4)],
      'GET /api/postulante/postulaciones/41': () => detalle(4),
      'PUT /institucion/postulacion_sellos/update/41': () => ({ id: 41, message: 'Registro institucional completado exitosamente.' }),
    });
    const router = renderRoutes(wizardRoutes, '/proceso-de-postulacion/sello-chile-inclusivo-step');
    const button = await screen.findByRole('button', { name: 'Finalizar registro' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Para continuar, elige una categoría.');
    expect(screen.getByLabelText(/Año de postulación/)).toHaveValue('2024');
    fireEvent.change(screen.getByRole('combobox', { name: /^Categoría/ }), { target: { value: '1' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(router.current().pathname).toBe('/postulante/postulaciones'));
    expect(await screen.findByText('Registro institucional completado exitosamente.')).toBeInTheDocument();
    expect(calls).toContain('PUT /institucion/postulacion_sellos/update/41');
  });

  it('re-saving step 1 of a draft names the draft, so the server corrects it instead of starting another', async () => {
    const bodies: unknown[] = [];
    fakeApi({
      ...reference,
      'GET /api/postulante/postulaciones': () => [resumen(4)],
      'GET /api/postulante/postulaciones/41': () => detalle(4),
      'POST /api/institucion/postulacion_sellos/store': (request) => request.clone().json().then((body: unknown) => {
        bodies.push(body);
        return { ...detalle(4).postulacion, institucion_id: 9, id: 41, step: 4, message: 'ok' };
      }),
      'POST /api/historial-postulaciones/store': () => ({ id: 1 }),
    });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion');
    // The draft is at step 4: entering at the start resumes there; Cancelar three times leads back to step 1.
    await screen.findByRole('button', { name: 'Finalizar registro' });
    for (const heading of ['Encargado/a de postular', 'Representante legal', 'Datos de la institución']) {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      await screen.findByRole('heading', { name: heading });
    }
    await screen.findByRole('option', { name: 'Santiago' });
    fireEvent.change(document.getElementById('rut_institucion')!, { target: { value: '76.354.771-K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByRole('heading', { name: 'Representante legal' })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ rut_institucion: '76.354.771-K', postulacion_sello_id: 41 })]);
  });

  it('a refusal of Finalizar registro about step 1 is shown on the page once, naming and linking that step', async () => {
    const message = 'Ya existe una postulación en curso para esta dirección.';
    fakeApi({
      ...reference,
      'GET /api/postulante/postulaciones': () => [resumen(4)],
      'GET /api/postulante/postulaciones/41': () => detalle(4),
      'PUT /institucion/postulacion_sellos/update/41': () => Response.json({ message, errors: { direccion_fisica: [message] } }, { status: 409 }),
    });
    const router = renderRoutes(wizardRoutes, '/proceso-de-postulacion/sello-chile-inclusivo-step');
    const button = await screen.findByRole('button', { name: 'Finalizar registro' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Categoría/ }), { target: { value: '1' } });
    const alertsInserted = countAlertInsertions();
    fireEvent.click(button);
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(summary).toHaveTextContent(`${message} Corrígelo en el paso 1: Datos de la institución.`);
    await waitFor(() => expect(document.title).toBe('Error: Categoría del Sello Chile Inclusivo - Sello'));
    // The refusal shows before react-hook-form counts the submit: the summary is not inserted (and announced) again then.
    await waitFor(() => expect(button).toBeEnabled());
    expect(summary).toHaveFocus();
    expect(alertsInserted()).toBe(1);
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#corregir-registro');
    const toStep = screen.getByRole('link', { name: 'Ir al paso 1: Datos de la institución' });
    expect(toStep).toHaveAttribute('id', 'corregir-registro');
    expect(router.current().pathname).toBe('/proceso-de-postulacion/sello-chile-inclusivo-step');
    fireEvent.click(toStep);
    expect(await screen.findByRole('heading', { name: 'Datos de la institución' })).toBeInTheDocument();
    expect(router.current().pathname).toBe('/proceso-de-postulacion');
  });

  it('a refusal of Finalizar registro with no field is shown on the page too', async () => {
    const message = 'Completa primero el paso anterior de la postulación.';
    fakeApi({
      ...reference,
      'GET /api/postulante/postulaciones': () => [resumen(4)],
      'GET /api/postulante/postulaciones/41': () => detalle(4),
      'PUT /institucion/postulacion_sellos/update/41': () => Response.json({ message }, { status: 409 }),
    });
    renderRoutes(wizardRoutes, '/proceso-de-postulacion/sello-chile-inclusivo-step');
    const button = await screen.findByRole('button', { name: 'Finalizar registro' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Categoría/ }), { target: { value: '1' } });
    fireEvent.click(button);
    const summary = await screen.findByRole('alert', { name: 'Hay errores en el formulario' });
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#corregir-registro');
    expect(button).toHaveAttribute('id', 'corregir-registro');
    await waitFor(() => expect(document.title).toBe('Error: Categoría del Sello Chile Inclusivo - Sello'));
    // Each failed submit mounts the summary anew (so it is announced again): read it afresh each time.
    const summaryNow = () => screen.getByRole('alert', { name: 'Hay errores en el formulario' });
    await waitFor(() => expect(summaryNow()).toHaveFocus());
    // Refused again with the same words: the summary takes focus again.
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(summaryNow()).toHaveFocus());
  });
});

function fillInstitution() {
  const values: Record<string, string> = {
    nombre_institucion: 'Municipalidad de Prueba', rut_institucion: '12.345.678-5', rubro_institucion: 'Pública',
    tipo_institucion_id: '1', direccion_fisica: 'Plaza 1', region_id: '13', cant_trabajadores: '250', cant_trabajadores_discapacidad: '4',
  };
  for (const [id, value] of Object.entries(values)) fireEvent.change(document.getElementById(id)!, { target: { value } });
}
