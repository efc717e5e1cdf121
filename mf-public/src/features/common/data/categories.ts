/** The two categories of the seal (spec section 1); slugs are the paths of their pages. */
export interface CategoryInfo {
  slug: 'gestion-institucional-inclusiva' | 'espacios-publicos-inclusivos';
  nombre: string;
  resumen: string;
  etapa2: { titulo: string; parrafos: readonly string[] };
}

export const PROGRAMME_PATH = '/sello-chile-inclusivo';

export const CATEGORIES: readonly CategoryInfo[] = [
  {
    slug: 'gestion-institucional-inclusiva',
    nombre: 'Gestión Institucional Inclusiva',
    resumen:
      'Reconoce a las instituciones que gestionan internamente la inclusión de las personas con discapacidad: contratación, ajustes razonables, accesibilidad y cultura organizacional.',
    etapa2: {
      titulo: 'Etapa 2: Informe de Gestión Institucional Inclusiva',
      parrafos: [
        'La institución presenta un informe de su gestión inclusiva, con los requisitos de la categoría y sus medios de verificación: políticas y procedimientos, acciones de inclusión laboral, ajustes razonables y accesibilidad de sus instalaciones y servicios.',
        'Cada requisito tiene un puntaje; el informe se evalúa según los puntajes definidos en las bases.',
      ],
    },
  },
  {
    slug: 'espacios-publicos-inclusivos',
    nombre: 'Espacios Públicos Inclusivos',
    resumen:
      'Reconoce espacios de uso público, comunitario y gratuito que son accesibles para todas las personas, incluidas las personas con discapacidad.',
    etapa2: {
      titulo: 'Etapa 2: Proyecto de espacio de uso público y gratuito',
      parrafos: [
        'La institución presenta un proyecto de un espacio de uso público y gratuito, con sus medios de verificación: levantamiento fotográfico (fotografías de al menos 3 megapíxeles) y planos a escala 1:100 y 1:50 en PDF, hasta tamaño A1.',
        'El proyecto se evalúa según los requisitos de accesibilidad y los puntajes definidos en las bases.',
      ],
    },
  },
];

export function categoryPath(slug: CategoryInfo['slug']): string {
  return `${PROGRAMME_PATH}/${slug}`;
}

export function findCategory(slug: string | undefined): CategoryInfo | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}
