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
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2023,
    categoria_slug: GESTION,
    logo: { width: 255, height: 70, emblem: 'puente', color: '#0051a8', alt: 'Logo de Transportes Cordillera Sur S.A.' },
  },
  {
    titulo: 'Fundación Horizonte Compartido',
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2024,
    categoria_slug: GESTION,
    logo: { width: 180, height: 50, emblem: 'corazon', color: '#c2185b', alt: 'Logo de Fundación Horizonte Compartido' },
  },
  {
    titulo: 'Corporación Cultural Puerto Claro',
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2024,
    categoria_slug: ESPACIOS,
    texto: 'Centro cultural con sala multiuso y biblioteca accesibles.',
    logo: { width: 150, height: 60, emblem: 'sol', color: '#e65100', alt: 'Logo de Corporación Cultural Puerto Claro' },
  },
  {
    titulo: 'Servicio de Salud Costa Central',
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2024,
    categoria_slug: GESTION,
    logo: { width: 240, height: 64, emblem: 'ola', color: '#00838f', alt: 'Logo de Servicio de Salud Costa Central' },
  },
  {
    titulo: 'Universidad Tecnológica del Sur Austral',
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2025,
    categoria_slug: GESTION,
    logo: { width: 220, height: 66, emblem: 'libro', color: '#4527a0', alt: 'Logo de Universidad Tecnológica del Sur Austral' },
  },
  {
    titulo: 'Municipalidad de Lomas del Río',
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2025,
    categoria_slug: ESPACIOS,
    texto: 'Parque comunitario Los Boldos, con ruta accesible y señalética en braille.',
    logo: { width: 120, height: 50, emblem: 'edificio', color: '#37474f', alt: 'Logo de Municipalidad de Lomas del Río' },
  },
  {
    titulo: 'Banco Andino de Fomento',
    tipo_reconocimiento: 'Renovación del Sello Chile Inclusivo',
    anno_certificacion: 2025,
    categoria_slug: GESTION,
    logo: { width: 160, height: 56, emblem: 'montana', color: '#1b5e20', alt: 'Logo de Banco Andino de Fomento' },
  },
  {
    titulo: 'Biblioteca Pública Mar Adentro',
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2026,
    categoria_slug: ESPACIOS,
    texto: 'Sala infantil y patio lector accesibles, abiertos a toda la comunidad.',
    logo: { width: 100, height: 70, emblem: 'estrella', color: '#0d47a1', alt: 'Logo de Biblioteca Pública Mar Adentro' },
  },
  {
    titulo: 'Cooperativa Eléctrica Valle Verde',
    tipo_reconocimiento: 'Sello Chile Inclusivo',
    anno_certificacion: 2026,
    categoria_slug: GESTION,
    logo: { width: 210, height: 62, emblem: 'hoja', color: '#2e7d32', alt: 'Logo de Cooperativa Eléctrica Valle Verde' },
  },
];
