export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
}

/** The spec's FAQ topics (section 2), answered with the programme facts of section 1. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'que-es',
    question: '¿Qué es el Sello Chile Inclusivo?',
    answer: [
      'Es un reconocimiento que el Servicio Nacional de la Discapacidad (SENADIS) entrega desde 2012 a instituciones públicas y privadas que realizan acciones positivas para la inclusión social de las personas con discapacidad.',
    ],
  },
  {
    id: 'quienes-pueden-postular',
    question: '¿Quiénes pueden postular?',
    answer: [
      'Pueden postular instituciones públicas y privadas. Para la categoría de gestión institucional inclusiva se considera lo dispuesto en la Ley N° 21.015 de inclusión laboral: organismos públicos con 100 o más trabajadores y empresas privadas con 200 o más trabajadores.',
      'Solo se puede registrar un RUT y una dirección por participante a la vez.',
    ],
  },
  {
    id: 'requisitos',
    question: '¿Cuáles son los requisitos?',
    answer: [
      'La institución debe cumplir la normativa vigente, en particular la cuota de 1 % de contratación de personas con discapacidad de la Ley N° 21.015 cuando corresponda, y alcanzar los puntajes de evaluación establecidos en las bases de la convocatoria.',
    ],
  },
  {
    id: 'categorias',
    question: '¿Qué categorías existen?',
    answer: [
      'Hay dos categorías: Gestión Institucional Inclusiva y Espacios Públicos Inclusivos.',
      'Ambas tienen dos etapas obligatorias y consecutivas: primero la admisibilidad y luego el informe de gestión institucional inclusiva o el proyecto de espacio público, según la categoría. Las organizaciones que no superan la admisibilidad son declaradas inadmisibles y no continúan.',
    ],
  },
  {
    id: 'como-postular',
    question: '¿Cómo se postula?',
    answer: [
      'La postulación se realiza solo a través de este sitio, en este orden: registrarse en el sitio; ingresar a la plataforma de evaluación con ClaveÚnica; declarar que conoce las bases vigentes; elegir una categoría; descargar la bitácora única y el formulario de declaración; completarlos y adjuntarlos; y completar el formulario de autoevaluación en línea.',
      'La postulación se habilita en la fecha indicada en las bases.',
    ],
  },
  {
    id: 'concurso',
    question: '¿Es un concurso?',
    answer: [
      'No. El Sello Chile Inclusivo no es un concurso: se entrega a todas las organizaciones que cumplen los estándares legales y alcanzan los puntajes de evaluación establecidos en las bases.',
    ],
  },
  {
    id: 'beneficios',
    question: '¿Qué beneficios entrega?',
    answer: [
      'Reconocimiento público; difusión de las buenas prácticas de la institución; un factor de ponderación en las compras públicas; y puntaje adicional en un premio a la excelencia en la función pública.',
    ],
  },
  {
    id: 'costo',
    question: '¿Tiene algún costo postular?',
    answer: ['No. Postular es gratuito.'],
  },
  {
    id: 'sin-trabajadores-con-discapacidad',
    question: '¿Puedo postular si mi institución no tiene trabajadores con discapacidad?',
    answer: [
      'La inclusión laboral es uno de los aspectos evaluados: en la etapa de admisibilidad se revisa el cumplimiento de la ley que promueve el empleo de personas con discapacidad cuando la institución está obligada a ello. Revisa las bases de la convocatoria vigente para conocer las condiciones de tu caso y, si tienes dudas, llama al 600 360 33 33.',
    ],
  },
];
