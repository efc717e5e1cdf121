import { computeRutDv, formatRut } from '@sello/shared-api';
import type { LogoSpec } from './pictures';

/**
 * Demo recognised institutions, seeded only in the embedded/demo mode. All names are fictional
 * (no such commune, company or service exists) so nobody mistakes them for real recipients.
 */
export interface InstitutionSeed {
  titulo: string;
  tipo_reconocimiento: string;
  anno_certificacion: number;
  categoria_slug: 'gestion-institucional-inclusiva' | 'espacios-publicos-inclusivos';
  texto?: string;
  /** Logo within the spec's limits: 100 to 255 wide, 50 to 70 high. */
  logo: LogoSpec;
  /**
   * The seal's holder as its certificate states it (issue 58): a fictional RUT of a range no test or
   * example uses (70.1xx.xxx) and a real region and commune, so the demo's verification, open data and
   * statistics have data. An institution published from a demo application takes them from it instead.
   */
  sello?: { rut: string; region: string; comuna: string };
}

/** A fictional RUT with its real check digit. */
function demoRut(body: number): string {
  return formatRut(`${body}${computeRutDv(body)}`);
}

const GESTION = 'gestion-institucional-inclusiva';
const ESPACIOS = 'espacios-publicos-inclusivos';

export const demoInstitutions: InstitutionSeed[] = [
  {
    titulo: 'Municipalidad de Valle Alto',
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2023,
    categoria_slug: ESPACIOS,
    texto: 'Plaza de juegos inclusiva del sector Los Almendros.',
    logo: { width: 200, height: 60, emblem: 'hoja', color: '#2e7d32', alt: 'Logo de Municipalidad de Valle Alto' },
  },
  {
    titulo: 'Transportes Cordillera Sur S.A.',
    sello: { rut: demoRut(70_100_202), region: 'Los Lagos', comuna: 'Puerto Montt' },
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2023,
    categoria_slug: GESTION,
    logo: { width: 255, height: 70, emblem: 'puente', color: '#0051a8', alt: 'Logo de Transportes Cordillera Sur S.A.' },
  },
  {
    titulo: 'Fundación Horizonte Compartido',
    sello: { rut: demoRut(70_100_303), region: 'Metropolitana de Santiago', comuna: 'Santiago' },
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2024,
    categoria_slug: GESTION,
    logo: { width: 180, height: 50, emblem: 'corazon', color: '#c2185b', alt: 'Logo de Fundación Horizonte Compartido' },
  },
  {
    titulo: 'Corporación Cultural Puerto Claro',
    sello: { rut: demoRut(70_100_404), region: 'Valparaíso', comuna: 'Valparaíso' },
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2024,
    categoria_slug: ESPACIOS,
    texto: 'Centro cultural con sala multiuso y biblioteca accesibles.',
    logo: { width: 150, height: 60, emblem: 'sol', color: '#e65100', alt: 'Logo de Corporación Cultural Puerto Claro' },
  },
  {
    titulo: 'Servicio de Salud Costa Central',
    sello: { rut: demoRut(70_100_505), region: 'Valparaíso', comuna: 'Viña del Mar' },
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2024,
    categoria_slug: GESTION,
    logo: { width: 240, height: 64, emblem: 'ola', color: '#00838f', alt: 'Logo de Servicio de Salud Costa Central' },
  },
  {
    titulo: 'Universidad Tecnológica del Sur Austral',
    sello: { rut: demoRut(70_100_606), region: 'Magallanes y de la Antártica Chilena', comuna: 'Punta Arenas' },
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2025,
    categoria_slug: GESTION,
    logo: { width: 220, height: 66, emblem: 'libro', color: '#4527a0', alt: 'Logo de Universidad Tecnológica del Sur Austral' },
  },
  {
    titulo: 'Municipalidad de Lomas del Río',
    sello: { rut: demoRut(70_100_707), region: 'Biobío', comuna: 'Concepción' },
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2025,
    categoria_slug: ESPACIOS,
    texto: 'Parque comunitario Los Boldos, con ruta accesible y señalética en braille.',
    logo: { width: 120, height: 50, emblem: 'edificio', color: '#37474f', alt: 'Logo de Municipalidad de Lomas del Río' },
  },
  {
    titulo: 'Banco Andino de Fomento',
    sello: { rut: demoRut(70_100_808), region: 'Metropolitana de Santiago', comuna: 'Las Condes' },
    tipo_reconocimiento: 'Renovación del Sello Chile Inclusivo',
    anno_certificacion: 2025,
    categoria_slug: GESTION,
    logo: { width: 160, height: 56, emblem: 'montana', color: '#1b5e20', alt: 'Logo de Banco Andino de Fomento' },
  },
  {
    titulo: 'Biblioteca Pública Mar Adentro',
    sello: { rut: demoRut(70_100_909), region: 'Coquimbo', comuna: 'La Serena' },
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2026,
    categoria_slug: ESPACIOS,
    texto: 'Sala infantil y patio lector accesibles, abiertos a toda la comunidad.',
    logo: { width: 100, height: 70, emblem: 'estrella', color: '#0d47a1', alt: 'Logo de Biblioteca Pública Mar Adentro' },
  },
  {
    titulo: 'Cooperativa Eléctrica Valle Verde',
    sello: { rut: demoRut(70_101_010), region: 'Maule', comuna: 'Talca' },
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2026,
    categoria_slug: GESTION,
    logo: { width: 210, height: 62, emblem: 'hoja', color: '#2e7d32', alt: 'Logo de Cooperativa Eléctrica Valle Verde' },
  },
];
