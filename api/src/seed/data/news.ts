import { SCENE_ALT, type PictureSpec, type SceneName } from './pictures';
import { slugify } from '@sello/shared-api/schemas';
import { excerptOf } from '../../lib/sanitize';

/**
 * Demo news items, seeded only in the embedded/demo mode. Every institution, person and figure in them
 * is fictional; they exist so the news list has two pages and every card variant can be seen.
 */
export type ImageSpec = PictureSpec;

export interface NewsSeed {
  titulo: string;
  url: string;
  cuerpo: string;
  excerpt: string;
  created_at: string;
  image: ImageSpec | null;
  imageMobile: ImageSpec | null;
}

interface NewsDraft {
  titulo: string;
  created_at: string;
  paragraphs: string[];
  /** false for the items that exercise the cards' path without an image. */
  withImage?: boolean;
}

const drafts: NewsDraft[] = [
  {
    titulo: 'Se abre la convocatoria 2025 del Sello Chile Inclusivo',
    created_at: '2025-02-10T13:00:00.000Z',
    paragraphs: [
      'El Servicio Nacional de la Discapacidad abrió la convocatoria 2025 del <strong>Sello Chile Inclusivo</strong>, el reconocimiento a instituciones públicas y privadas que desarrollan acciones positivas para la inclusión social de las personas con discapacidad.',
      'Las instituciones interesadas pueden postular en dos categorías:',
      '<ul><li>Gestión Institucional Inclusiva.</li><li>Espacios Públicos Inclusivos.</li></ul>',
      'La postulación es gratuita y se realiza solo a través de este portal. Revisa los pasos en <a href="/como-postular">¿Cómo postular?</a>.',
    ],
  },
  {
    titulo: 'Taller en línea: cómo preparar la bitácora única de postulación',
    created_at: '2025-03-05T14:30:00.000Z',
    paragraphs: [
      'Más de 180 personas participaron en el primer taller en línea sobre la <strong>bitácora única</strong>, el documento que cada institución descarga, completa y adjunta al iniciar su postulación.',
      'El equipo del programa explicó cómo registrar las acciones de inclusión del último año, qué respaldos adjuntar y cuáles son los errores más frecuentes que retrasan la revisión de admisibilidad.',
      'La grabación del taller, con subtítulos e interpretación en lengua de señas chilena, estará disponible para las instituciones inscritas.',
    ],
  },
  {
    titulo: 'Ley 21.015: qué deben reportar las instituciones este año',
    created_at: '2025-04-02T12:00:00.000Z',
    paragraphs: [
      'La Ley N° 21.015 de Inclusión Laboral establece una reserva del <strong>1 %</strong> de la dotación para personas con discapacidad o asignatarias de una pensión de invalidez.',
      'La obligación rige para los organismos públicos con 100 o más trabajadores y trabajadoras, y para las empresas privadas con 200 o más. Su cumplimiento es la primera etapa, de admisibilidad, de la postulación al sello.',
      '<ul><li>Organismos públicos: reporte anual al Servicio Civil.</li><li>Empresas privadas: comunicación electrónica a la Dirección del Trabajo.</li></ul>',
      'Las respuestas a las dudas más comunes están en <a href="/preguntas-frecuentes">Preguntas frecuentes</a>.',
    ],
  },
  {
    titulo: 'Municipios del sur se capacitan en accesibilidad universal',
    created_at: '2025-05-20T15:00:00.000Z',
    paragraphs: [
      'Equipos de obras, tránsito y desarrollo comunitario de doce municipios de las regiones de Los Ríos y Los Lagos participaron en una jornada de capacitación en accesibilidad universal.',
      'La jornada abordó la ruta accesible, los estacionamientos reservados y la señalética, con ejercicios en terreno en una plaza y en un centro cultural.',
      'Los municipios que participaron podrán presentar sus proyectos en la categoría <strong>Espacios Públicos Inclusivos</strong>.',
    ],
  },
  {
    titulo: 'Nueva guía de ajustes razonables para equipos de personas',
    created_at: '2025-06-18T13:30:00.000Z',
    paragraphs: [
      'Se publicó una guía práctica para que los equipos de gestión de personas identifiquen, soliciten y registren <strong>ajustes razonables</strong> en los puestos de trabajo.',
      'La guía incluye ejemplos de adecuaciones de puesto, ayudas técnicas, flexibilidad horaria y software de apoyo, además de un modelo de registro que sirve como medio de verificación en la postulación.',
    ],
  },
  {
    titulo: 'Cierra el plazo de postulación con récord de instituciones inscritas',
    created_at: '2025-08-07T21:00:00.000Z',
    paragraphs: [
      'El plazo de postulación de la convocatoria 2025 cerró con 214 instituciones inscritas, la cifra más alta desde la creación del sello.',
      'El 58 % de las postulaciones corresponde a la categoría Gestión Institucional Inclusiva y el 42 % a Espacios Públicos Inclusivos.',
      'Las instituciones recibirán en su correo el resultado de la etapa de admisibilidad.',
    ],
  },
  {
    titulo: 'Comité evaluador inicia la revisión de admisibilidad',
    created_at: '2025-09-24T14:00:00.000Z',
    paragraphs: [
      'El comité evaluador comenzó la revisión de la <strong>etapa 1 de admisibilidad</strong>, en la que se verifica el cumplimiento de la Ley N° 21.015 por parte de cada institución postulante.',
      'Las postulaciones que no acrediten el cumplimiento serán declaradas inadmisibles y no continuarán a la etapa de evaluación del informe o del proyecto.',
    ],
  },
  {
    titulo: 'Ceremonia de entrega del Sello Chile Inclusivo 2025',
    created_at: '2025-11-12T16:00:00.000Z',
    withImage: false,
    paragraphs: [
      'En una ceremonia realizada en Santiago, 47 instituciones públicas y privadas recibieron el <strong>Sello Chile Inclusivo 2025</strong>.',
      'Entre ellas hay servicios públicos, municipalidades, universidades y empresas de distintas regiones del país. Puedes conocerlas en <a href="/instituciones-reconocidas">Instituciones reconocidas</a>.',
      'La ceremonia contó con interpretación en lengua de señas chilena y subtitulado en vivo.',
    ],
  },
  {
    titulo: 'Espacios públicos inclusivos: lecciones de los proyectos reconocidos',
    created_at: '2026-01-14T13:00:00.000Z',
    paragraphs: [
      'Un análisis de los proyectos reconocidos en la categoría Espacios Públicos Inclusivos muestra que los mejores resultados se obtienen cuando las personas con discapacidad participan desde el diseño.',
      '<ul><li>Rutas accesibles continuas desde la vía pública.</li><li>Señalética con contraste, braille y pictogramas.</li><li>Planes de mantención con responsables definidos.</li></ul>',
    ],
  },
  {
    titulo: '¿Qué cambia en las bases de la convocatoria 2026?',
    created_at: '2026-03-03T12:30:00.000Z',
    paragraphs: [
      'Las bases de la convocatoria 2026 mantienen las dos categorías y las dos etapas consecutivas de evaluación, e incorporan algunos cambios:',
      '<ul><li>El informe de accesibilidad debe incluir levantamiento fotográfico de al menos 3 megapíxeles.</li><li>Los planos se presentan en PDF con un tamaño máximo A1.</li><li>La declaración se firma en el nuevo formulario de declaración.</li></ul>',
      'Descarga las bases y los formularios desde <a href="/como-postular">¿Cómo postular?</a>.',
    ],
  },
  {
    titulo: 'Jornada sobre lengua de señas chilena en la atención de público',
    created_at: '2026-04-21T15:30:00.000Z',
    withImage: false,
    paragraphs: [
      'Funcionarias y funcionarios de atención de público de servicios de la región de Valparaíso participaron en una jornada introductoria de <strong>lengua de señas chilena</strong>.',
      'La actividad, impartida por docentes sordos, forma parte de las acciones de formación que las instituciones pueden informar en su postulación.',
    ],
  },
  {
    titulo: 'Seminario regional de inclusión laboral en Concepción',
    created_at: '2026-06-09T14:00:00.000Z',
    paragraphs: [
      'Empresas, servicios públicos y organizaciones de personas con discapacidad de la región del Biobío se reunieron en un seminario sobre inclusión laboral.',
      'Se presentaron experiencias de reclutamiento inclusivo, acompañamiento en el puesto de trabajo y cumplimiento de la cuota del 1 % establecida por la Ley N° 21.015.',
    ],
  },
  {
    titulo: 'Instituciones reconocidas comparten buenas prácticas',
    created_at: '2026-08-26T13:00:00.000Z',
    paragraphs: [
      'La difusión de buenas prácticas es uno de los beneficios del sello. En un nuevo ciclo de encuentros, instituciones reconocidas en años anteriores mostraron sus políticas de inclusión, protocolos de atención y proyectos de espacios accesibles.',
      'Los encuentros son abiertos a todas las instituciones que preparan su postulación.',
    ],
  },
  {
    titulo: 'Mesa de trabajo sobre accesibilidad web en servicios públicos',
    created_at: '2026-10-15T12:00:00.000Z',
    paragraphs: [
      'Se constituyó una mesa de trabajo para mejorar la accesibilidad de los sitios web de los servicios públicos, con la participación de personas usuarias de lectores de pantalla.',
      'La mesa revisará el cumplimiento de las pautas <strong>WCAG 2.1 nivel AA</strong> y propondrá un plan de mejoras para el próximo año.',
    ],
  },
  {
    titulo: 'Resultados de la convocatoria 2026 del Sello Chile Inclusivo',
    created_at: '2026-11-05T18:00:00.000Z',
    paragraphs: [
      'Finalizó la evaluación de la convocatoria 2026: 52 instituciones alcanzaron los puntajes establecidos en las bases y obtuvieron el <strong>Sello Chile Inclusivo</strong>.',
      'El sello no es un concurso: lo obtienen todas las organizaciones que cumplen los estándares legales y los puntajes de evaluación definidos en las bases.',
      // A link says where it goes: "este enlace" tells a screen reader's list of links nothing.
      'Conoce a las <a href="/instituciones-reconocidas">instituciones reconocidas con el Sello Chile Inclusivo</a>.',
    ],
  },
];

const DESKTOP = { width: 1110, height: 336 } as const;
const MOBILE = { width: 290, height: 88 } as const;
/** The pictures rotate through the scenes; the alternative text says what each one shows. */
const SCENES: SceneName[] = ['plaza', 'cordillera', 'ciudad', 'costa', 'bosque', 'desierto'];

function toSeed(draft: NewsDraft, index: number): NewsSeed {
  const cuerpo = draft.paragraphs.map((p) => (p.startsWith('<ul>') ? p : `<p>${p}</p>`)).join('');
  const withImage = draft.withImage !== false;
  const scene = SCENES[index % SCENES.length] ?? 'plaza';
  return {
    titulo: draft.titulo,
    url: slugify(draft.titulo),
    cuerpo,
    excerpt: excerptOf(cuerpo),
    created_at: draft.created_at,
    image: withImage ? { ...DESKTOP, scene, alt: SCENE_ALT[scene] } : null,
    imageMobile: withImage ? { ...MOBILE, scene, alt: SCENE_ALT[scene] } : null,
  };
}

/** Oldest first, so ids grow with the date when inserted in order. */
export const demoNews: NewsSeed[] = drafts.map(toSeed);
