/**
 * The three public downloads: the bases, the single logbook (bitácora) and the declaration form.
 * The API renders each to a real PDF with makePdf(title, paragraphs) and stores it under `filename`.
 */
export interface DownloadableSeed {
  nombre: string;
  ubicacion: string;
  filename: string;
  title: string;
  paragraphs: string[];
}

export const downloadables: DownloadableSeed[] = [
  {
    nombre: 'Bases Sello Chile Inclusivo 2024',
    ubicacion: 'bases',
    filename: 'bases-sello-chile-inclusivo-2024.pdf',
    title: 'Bases Sello Chile Inclusivo 2024',
    paragraphs: [
      '1. Objetivo. El Sello Chile Inclusivo es un reconocimiento que el Servicio Nacional de la Discapacidad otorga desde 2012 a instituciones públicas y privadas que desarrollan acciones positivas para la inclusión social de las personas con discapacidad.',
      '2. Quiénes pueden postular. Pueden postular los organismos públicos con 100 o más trabajadores y trabajadoras y las empresas e instituciones privadas con 200 o más, sujetos a la Ley N° 21.015 de Inclusión Laboral. Cada participante puede registrar un solo RUT y una sola dirección a la vez.',
      '3. Categorías. Gestión Institucional Inclusiva, que reconoce la gestión interna de la inclusión; y Espacios Públicos Inclusivos, que reconoce espacios de uso público, comunitario y gratuito accesibles para todas las personas.',
      '4. Etapas. La evaluación tiene dos etapas obligatorias y consecutivas. Etapa 1, Admisibilidad: se verifica el cumplimiento de la Ley N° 21.015, que establece una reserva del 1 % de la dotación para personas con discapacidad o asignatarias de una pensión de invalidez. Las postulaciones que no la superan se declaran inadmisibles. Etapa 2: Informe de Gestión Institucional Inclusiva o proyecto de espacio público inclusivo, con sus medios de verificación.',
      '5. Postulación. La postulación es gratuita y se realiza solo a través del portal, en la fecha indicada en estas bases: registrarse en el sitio; ingresar con ClaveÚnica; declarar conocer las bases vigentes; elegir una categoría; descargar la bitácora única y el formulario de declaración; completarlos y adjuntarlos; y completar el formulario de autoevaluación en línea.',
      '6. Evaluación. El sello no es un concurso: lo obtienen todas las organizaciones que cumplen los estándares legales y alcanzan los puntajes de evaluación definidos en estas bases. Los puntajes de los requisitos de cada categoría suman 100 puntos.',
      '7. Beneficios. Reconocimiento público; difusión de buenas prácticas; factor de ponderación en compras públicas; y puntaje adicional en el premio a la excelencia institucional de los servicios públicos.',
      '8. Consultas. Las consultas se reciben en la línea de ayuda 600 360 33 33 y en la sección de preguntas frecuentes del portal.',
    ],
  },
  {
    nombre: 'Bitácora única',
    ubicacion: 'bitacora',
    filename: 'bitacora-unica.pdf',
    title: 'Bitácora única de postulación',
    paragraphs: [
      'Instrucciones. Complete esta bitácora con las acciones de inclusión de personas con discapacidad realizadas por la institución durante los doce meses anteriores a la postulación, y adjúntela en el paso 1 del proceso de postulación.',
      'Sección 1. Identificación de la institución: nombre, RUT, dirección, región y comuna, número total de trabajadores y trabajadoras, y número de personas con discapacidad o asignatarias de pensión de invalidez contratadas.',
      'Sección 2. Acciones realizadas: para cada acción indique la fecha, la descripción, el área responsable, el número de personas beneficiadas y el medio de verificación que la respalda.',
      'Sección 3. Ajustes razonables: registre los ajustes solicitados y realizados, con la fecha de solicitud y la fecha de implementación.',
      'Sección 4. Compromisos para el próximo período: describa las metas de inclusión que la institución se propone y sus responsables.',
      'Firma de la persona encargada de la postulación y de la autoridad o representante legal.',
    ],
  },
  {
    nombre: 'Formulario de declaración',
    ubicacion: 'declaracion',
    filename: 'formulario-declaracion.pdf',
    title: 'Formulario de declaración de la autoridad',
    paragraphs: [
      'Yo, (nombre completo), RUN (00.000.000-0), en mi calidad de (cargo) y representante legal de (nombre de la institución), RUT (00.000.000-0), declaro:',
      '1. Conocer y aceptar las bases vigentes del Sello Chile Inclusivo.',
      '2. Que la información y los documentos presentados en esta postulación son fidedignos.',
      '3. Que la institución da cumplimiento a la Ley N° 21.015 de Inclusión Laboral en los términos informados en la etapa de admisibilidad.',
      '4. Que autorizo al Servicio Nacional de la Discapacidad a verificar la información entregada y a difundir el reconocimiento en caso de obtenerlo.',
      'Lugar y fecha: ____________________     Firma: ____________________',
    ],
  },
];
