/**
 * Demo applications of the review workflow (demo mode only): one or more in every state, some assigned
 * to the demo reviewers, owned by the demo applicant below (sign in with the development ClaveÚnica).
 */
import type { ApplicationStatus } from '@sello/shared-api';

export const DEMO_APPLICANT = { run: '66.666.666-6', name: 'Valentina', lastname: 'Postulante con revisiones' } as const;

export interface DemoAssignment {
  email: string;
  /** Days from today to the due date (negative: overdue). */
  venceEnDias: number;
  declaracion?: 'sin_conflicto' | 'inhabilitacion';
  evaluacion?: 'en_curso' | 'enviada';
  /** Share of each requirement's total this reviewer gives. */
  nivel?: number;
}

export interface DemoApplication {
  nombre: string;
  rubro: string;
  direccion: string;
  trabajadores: number;
  representante: string;
  encargado: string;
  correo: string;
  /** Index into the categories (0: the first seeded category). */
  categoria: number;
  estado: ApplicationStatus;
  /** Transitions after Registrada, one a day from the creation date. */
  historia: ApplicationStatus[];
  /** Days ago it was created (at least historia.length + 1). */
  diasAtras: number;
  revisores: DemoAssignment[];
  motivo?: string;
  reposicion?: string;
  /** Share of each requirement's total as the consolidated score. */
  consolidado?: number;
  /** An earlier observation round replaced the logbook (two versions). */
  reemplazo?: boolean;
  resueltaPor?: string;
  carta?: { tipo: string; asunto: string; texto: string; enviada: boolean };
}

const R1 = 'revisor@sello.test';
const R2 = 'revisora2@sello.test';
const R3 = 'revisor3@sello.test';

export const demoApplications: DemoApplication[] = [
  {
    nombre: 'Liceo Técnico Cordillera', rubro: 'Educación', direccion: 'Av. Los Andes 1450', trabajadores: 140,
    representante: 'Jorge Salinas', encargado: 'Camila Rojas', correo: 'inclusion@liceocordillera.example', categoria: 0,
    estado: 'Registrada', historia: [], diasAtras: 2, revisores: [],
  },
  {
    nombre: 'Municipalidad de Puerto Claro', rubro: 'Administración pública', direccion: 'Plaza de Armas 1', trabajadores: 420,
    representante: 'Marcela Vidal', encargado: 'Pedro Fuentes', correo: 'oficina.inclusion@puertoclaro.example', categoria: 0,
    estado: 'Enviada', historia: ['Enviada'], diasAtras: 3, revisores: [],
  },
  {
    nombre: 'Fundación Manos Abiertas', rubro: 'Organización sin fines de lucro', direccion: 'Calle Esperanza 220', trabajadores: 230,
    representante: 'Rosa Lagos', encargado: 'Daniela Soto', correo: 'contacto@manosabiertas.example', categoria: 0,
    estado: 'Enviada', historia: ['Enviada'], diasAtras: 5, revisores: [{ email: R1, venceEnDias: 7 }],
  },
  {
    nombre: 'Corporación Cultural Río Verde', rubro: 'Cultura', direccion: 'Costanera 77', trabajadores: 210,
    representante: 'Andrés Pizarro', encargado: 'Lucía Herrera', correo: 'inclusion@rioverde.example', categoria: 1,
    estado: 'Observada', historia: ['Enviada', 'Observada'], diasAtras: 6, revisores: [],
    carta: { tipo: 'carta-observada', asunto: 'Observaciones a su postulación - Sello Chile Inclusivo', enviada: true, texto: 'La revisión de admisibilidad encontró observaciones en la Bitácora. Reemplace el documento y reenvíe la postulación.' },
  },
  {
    nombre: 'Servicio Local de Educación Costa Norte', rubro: 'Educación pública', direccion: 'Av. del Mar 3300', trabajadores: 980,
    representante: 'Felipe Araya', encargado: 'Josefa Muñoz', correo: 'inclusion@slepcostanorte.example', categoria: 0,
    estado: 'Admisible', historia: ['Enviada', 'Observada', 'Enviada', 'Admisible'], diasAtras: 12, reemplazo: true,
    revisores: [{ email: R1, venceEnDias: 5, declaracion: 'sin_conflicto', evaluacion: 'en_curso' }, { email: R2, venceEnDias: 5 }],
  },
  {
    nombre: 'Hospital Comunitario Los Aromos', rubro: 'Salud', direccion: 'Los Aromos 500', trabajadores: 650,
    representante: 'Verónica Tapia', encargado: 'Ignacio Reyes', correo: 'inclusion@hospitallosaromos.example', categoria: 0,
    estado: 'Admisible', historia: ['Enviada', 'Admisible'], diasAtras: 15,
    revisores: [
      { email: R1, venceEnDias: 2, declaracion: 'sin_conflicto', evaluacion: 'enviada', nivel: 0.9 },
      { email: R3, venceEnDias: 2, declaracion: 'sin_conflicto', evaluacion: 'enviada', nivel: 0.5 },
    ],
    carta: { tipo: 'carta-admisible', asunto: 'Postulación admisible - Sello Chile Inclusivo', enviada: true, texto: 'La postulación fue declarada ADMISIBLE y continúa a la etapa de evaluación.' },
  },
  {
    nombre: 'Empresa Portuaria Bahía Azul S.A.', rubro: 'Transporte y logística', direccion: 'Muelle Prat s/n', trabajadores: 1200,
    representante: 'Tomás Castillo', encargado: 'Francisca León', correo: 'personas@bahiaazul.example', categoria: 0,
    estado: 'Admisible', historia: ['Enviada', 'Admisible'], diasAtras: 20,
    revisores: [
      { email: R1, venceEnDias: -2, declaracion: 'sin_conflicto' },
      { email: R2, venceEnDias: 4, declaracion: 'inhabilitacion' },
    ],
  },
  {
    nombre: 'Cooperativa Agrícola Valle Sur', rubro: 'Agricultura', direccion: 'Camino Real km 12', trabajadores: 260,
    representante: 'Hernán Gallardo', encargado: 'Paula Contreras', correo: 'gerencia@vallesur.example', categoria: 0,
    estado: 'Inadmisible', historia: ['Enviada', 'Inadmisible'], diasAtras: 2, revisores: [],
    motivo: 'El certificado de cumplimiento de la Ley 21.015 no corresponde al año de la postulación.',
    carta: { tipo: 'carta-inadmisible', asunto: 'Postulación inadmisible - Sello Chile Inclusivo', enviada: true, texto: 'La postulación fue declarada INADMISIBLE: el certificado de cumplimiento de la Ley 21.015 no corresponde al año de la postulación.' },
  },
  {
    nombre: 'Caja de Compensación Andes Unidos', rubro: 'Servicios financieros', direccion: 'Av. Libertad 1020', trabajadores: 870,
    representante: 'Sofía Navarro', encargado: 'Matías Bravo', correo: 'inclusion@andesunidos.example', categoria: 0,
    estado: 'En reposición', historia: ['Enviada', 'Inadmisible', 'En reposición'], diasAtras: 6, revisores: [],
    motivo: 'No se adjuntó el formulario de declaración firmado por la autoridad.',
    reposicion: 'El formulario sí fue firmado: adjuntamos la versión escaneada con la firma visible y solicitamos revisar nuevamente la admisibilidad.',
  },
  {
    nombre: 'Universidad del Pacífico Sur', rubro: 'Educación superior', direccion: 'Av. Universidad 900', trabajadores: 1500,
    representante: 'Ricardo Morales', encargado: 'Elena Cárdenas', correo: 'inclusion@upacificosur.example', categoria: 0,
    estado: 'Rechazada', historia: ['Enviada', 'Admisible', 'Rechazada'], diasAtras: 420, consolidado: 0.4,
    revisores: [
      { email: R1, venceEnDias: -400, declaracion: 'sin_conflicto', evaluacion: 'enviada', nivel: 0.4 },
      { email: R3, venceEnDias: -400, declaracion: 'sin_conflicto', evaluacion: 'enviada', nivel: 0.45 },
    ],
    motivo: 'El puntaje consolidado no alcanza el umbral de la categoría: faltan ajustes razonables y formación.',
  },
  {
    nombre: 'Municipalidad de Lago Sereno', rubro: 'Administración pública', direccion: 'Calle Principal 100', trabajadores: 380,
    representante: 'Gloria Espinoza', encargado: 'Cristóbal Vera', correo: 'inclusion@lagosereno.example', categoria: 0,
    estado: 'Aprobada', historia: ['Enviada', 'Admisible', 'Aprobada'], diasAtras: 30, consolidado: 0.85,
    revisores: [
      { email: R2, venceEnDias: -10, declaracion: 'sin_conflicto', evaluacion: 'enviada', nivel: 0.85 },
      { email: R3, venceEnDias: -10, declaracion: 'sin_conflicto', evaluacion: 'enviada', nivel: 0.8 },
    ],
    carta: { tipo: 'carta-aprobada', asunto: 'Postulación aprobada - Sello Chile Inclusivo', enviada: false, texto: 'Nos complace informarle que la postulación ha sido APROBADA. Puntaje total obtenido: 85 de 100 puntos.' },
  },
  {
    nombre: 'Municipalidad de Valle Alto', rubro: 'Administración pública', direccion: 'Av. Central 250', trabajadores: 520,
    representante: 'Luis Carrasco', encargado: 'Carolina Peña', correo: 'inclusion@vallealto.example', categoria: 0,
    estado: 'Publicada', historia: ['Enviada', 'Admisible', 'Aprobada', 'Publicada'], diasAtras: 780, consolidado: 0.9,
    revisores: [{ email: R1, venceEnDias: -760, declaracion: 'sin_conflicto', evaluacion: 'enviada', nivel: 0.9 }],
  },
];
