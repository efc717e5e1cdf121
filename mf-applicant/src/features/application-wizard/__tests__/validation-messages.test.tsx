import { computeRutDv, formatRut } from '@sello/shared-api';
import { INSTITUTION_RUT_MESSAGE, PHONE_MESSAGE } from '@sello/shared-api/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../../applicant-core/__tests__/test-utils';
import { EncargadoForm } from '../components/encargado-form';
import { InstitutionForm } from '../components/institution-form';
import { RepLegalForm } from '../components/rep-legal-form';

const rut = (body: string) => formatRut(`${body}${computeRutDv(body)}`);
/** Same body, any other check digit: fails modulo 11. */
const wrongRut = (body: string) => formatRut(`${body}${computeRutDv(body) === '1' ? '2' : '1'}`);
const tipos = [{ id: 1, nombre: 'Pública' }];
const regiones = [{ id: 13, nombre: 'Metropolitana de Santiago' }];
const loadComunas = async () => [{ id: 131, nombre: 'Santiago', region_id: 13 }];

type Values = Record<string, string>;
type Case = [field: string, value: string, message: string];

/** Types the values into the inputs, found by id: the same ids the error summary links to. */
function fill(values: Values) {
  for (const [id, value] of Object.entries(values)) {
    const input = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
    if (!input) throw new Error(`No hay campo ${id}`);
    fireEvent.change(input, { target: { value } });
  }
}

async function fillAndSubmit(values: Values, submitName: RegExp) {
  fill(values);
  fireEvent.click(screen.getByRole('button', { name: submitName }));
}

async function expectOnlyFieldError(field: string, message: string) {
  await waitFor(() => expect(document.getElementById(`${field}-error`)).toHaveTextContent(message));
  // Shown under its field and announced as the field's description, in red (Chakra's fg.error).
  expect(document.getElementById(field)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', `#${field}`);
  // Only this field: no other field is marked, and the summary lists this one error.
  expect(Array.from(document.querySelectorAll('[aria-invalid="true"]'), (el) => el.id)).toEqual([field]);
  expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);
}

describe('Paso 1: datos de la institución', () => {
  const valid: Values = {
    nombre_institucion: 'Municipalidad de Prueba', rut_institucion: rut('69070900'), rubro_institucion: 'Administración pública',
    tipo_institucion_id: '1', direccion_fisica: 'Plaza de Armas 1', region_id: '13', cant_trabajadores: '250', cant_trabajadores_discapacidad: '4',
  };
  const cases: Case[] = [
    ['nombre_institucion', '', 'El nombre de la institución es requerido.'],
    ['rut_institucion', '', 'El RUT de la institución es requerido.'],
    ['rut_institucion', wrongRut('69070900'), INSTITUTION_RUT_MESSAGE],
    ['rut_institucion', '69.070.900-X', INSTITUTION_RUT_MESSAGE],
    ['rubro_institucion', '   ', 'El rubro de la institución es requerido.'],
    ['direccion_fisica', '', 'La dirección física es requerida.'],
    ['cant_trabajadores', '', 'Por favor indique la cantidad de trabajadores.'],
    ['cant_trabajadores', 'doscientos', 'Solo se puede ingresar valores numéricos.'],
    ['cant_trabajadores_discapacidad', '', 'Por favor indique la cantidad de trabajadores/as con discapacidad.'],
    ['cant_trabajadores_discapacidad', '4,5', 'Solo se puede ingresar valores numéricos.'],
  ];

  it.each(cases)('%s = %j shows "%s" under the field', async (field, value, message) => {
    const onSubmit = jest.fn(async () => ({}));
    renderUi(<InstitutionForm defaults={null} tipos={tipos} regiones={regiones} loadComunas={loadComunas} onSubmit={onSubmit} onCancel={() => {}} />);
    fill(valid);
    await screen.findByRole('option', { name: 'Santiago' });
    await fillAndSubmit({ comuna_id: '131', [field]: value }, /Guardar y continuar/);
    await expectOnlyFieldError(field, message);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.title).toMatch(/^Error: Datos de la institución - Sello$/);
  });

  it('shows the server’s worker-count error under the field of workers with disability', async () => {
    const onSubmit = jest.fn(async () => ({ cant_trabajadores_discapacidad: 'No puede superar la cantidad de trabajadores.' }));
    renderUi(<InstitutionForm defaults={null} tipos={tipos} regiones={regiones} loadComunas={loadComunas} onSubmit={onSubmit} onCancel={() => {}} />);
    fill(valid);
    await screen.findByRole('option', { name: 'Santiago' });
    await fillAndSubmit({ comuna_id: '131', cant_trabajadores: '3', cant_trabajadores_discapacidad: '4' }, /Guardar y continuar/);
    await expectOnlyFieldError('cant_trabajadores_discapacidad', 'No puede superar la cantidad de trabajadores.');
    expect(document.getElementById('cant_trabajadores')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the parsed values when everything is valid', async () => {
    const onSubmit = jest.fn(async () => ({}));
    renderUi(<InstitutionForm defaults={null} tipos={tipos} regiones={regiones} loadComunas={loadComunas} onSubmit={onSubmit} onCancel={() => {}} />);
    fill({ ...valid, rut_institucion: `69070900${computeRutDv('69070900')}` });
    await screen.findByRole('option', { name: 'Santiago' });
    await fillAndSubmit({ comuna_id: '131' }, /Guardar y continuar/);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Typed without dots or hyphen, sent in the canonical format.
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ rut_institucion: rut('69070900'), region_id: 13, comuna_id: 131, cant_trabajadores: 250 }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Paso 2: representante legal', () => {
  const valid: Values = {
    nombre_rep_legal: 'María Soto', cargo_rep_legal: 'Alcaldesa', rut_rep_legal: rut('12345678'),
    telefono_rep_legal: '912-345-678', correo_rep_legal: 'maria@example.cl',
  };
  const cases: Case[] = [
    ['nombre_rep_legal', '', 'El del/de la representante legal es requerido.'],
    ['cargo_rep_legal', '', 'El cargo de la representante legal es requerido'],
    ['rut_rep_legal', '', 'RUT no válido'],
    ['rut_rep_legal', wrongRut('12345678'), 'RUT no válido'],
    ['telefono_rep_legal', '', 'El teléfono es requerido.'],
    ['telefono_rep_legal', '12-34', PHONE_MESSAGE],
    ['correo_rep_legal', '', 'El correo es requerido.'],
    ['correo_rep_legal', 'maria@example', 'Correo no válido.'],
  ];

  it.each(cases)('%s = %j shows "%s" under the field', async (field, value, message) => {
    const onSubmit = jest.fn(async () => ({}));
    renderUi(<RepLegalForm postulacionId={5} defaults={null} onSubmit={onSubmit} onCancel={() => {}} />);
    await fillAndSubmit({ ...valid, [field]: value }, /Guardar y continuar/);
    await expectOnlyFieldError(field, message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the application id', async () => {
    const onSubmit = jest.fn(async () => ({}));
    renderUi(<RepLegalForm postulacionId={null} defaults={null} onSubmit={onSubmit} onCancel={() => {}} />);
    await fillAndSubmit(valid, /Guardar y continuar/);
    expect(await screen.findAllByText('El id de la postulación es requerido.')).not.toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts phones without hyphens, sends them in one format (+56…) and the application id as a number', async () => {
    const onSubmit = jest.fn(async () => ({}));
    renderUi(<RepLegalForm postulacionId={5} defaults={null} onSubmit={onSubmit} onCancel={() => {}} />);
    await fillAndSubmit({ ...valid, telefono_rep_legal: '912345678' }, /Guardar y continuar/);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ telefono_rep_legal: '+56912345678', postulacion_sello_id: 5 })),
    );
  });
});

describe('Paso 3: encargado/a de postular', () => {
  const valid: Values = {
    nombre_encargado: 'Jorge Díaz', cargo_encargado: 'Jefe de personas', rut_encargado: rut('9876543'),
    telefono_encargado: '987-654-321', correo_encargado: 'jorge@example.cl',
  };
  const cases: Case[] = [
    ['nombre_encargado', '', 'El nombre del/de la encargado/a es requerido.'],
    ['cargo_encargado', '', 'El cargo es requerido.'],
    ['rut_encargado', '', 'El RUT del/de la encargado/a es requerido.'],
    ['rut_encargado', wrongRut('9876543'), 'RUT no válido'],
    ['telefono_encargado', '', 'El teléfono del/de la encargado/a es requerido.'],
    ['telefono_encargado', 'abc-def-ghi', PHONE_MESSAGE],
    ['correo_encargado', '', 'El correo del/de la encargado/a es requerido.'],
    ['correo_encargado', 'jorge.example.cl', 'Correo no válido.'],
  ];

  it.each(cases)('%s = %j shows "%s" under the field', async (field, value, message) => {
    const onSubmit = jest.fn(async () => ({}));
    renderUi(<EncargadoForm postulacionId={5} defaults={null} onSubmit={onSubmit} onCancel={() => {}} />);
    await fillAndSubmit({ ...valid, [field]: value }, /Guardar y continuar/);
    await expectOnlyFieldError(field, message);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
