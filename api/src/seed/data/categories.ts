/**
 * The two application categories of the seal. Each has the stage 1 (admissibility) verification means,
 * each with a PDF template (base file), and the stage 2 requirements.
 *
 * Scores: the `ptje_total` of a category's requirements add up to 100, so a category's evaluation
 * is read as a percentage.
 */
export interface VerificationMeanSeed {
  nombre: string;
  descripcion: string;
  baseFile: { filename: string; title: string };
}

export interface RequirementSeed {
  nombre: string;
  medio_verificacion: string;
  ptje_total: number;
  detalles: string;
  descripcion: string;
}

export interface CategorySeed {
  slug: string;
  nombre: string;
  descripcion: string;
  verificationMeans: VerificationMeanSeed[];
  requirements: RequirementSeed[];
}

const admissibility =
  'Etapa 1, Admisibilidad: la institución acredita el cumplimiento de la Ley N° 21.015 de Inclusión Laboral, ' +
  'que establece una reserva del 1 % de la dotación para personas con discapacidad o asignatarias de una ' +
  'pensión de invalidez en los organismos públicos con 100 o más trabajadores y trabajadoras, y en las empresas ' +
  'privadas con 200 o más. Las postulaciones que no superan esta etapa se declaran inadmisibles y no continúan ' +
  'a la etapa siguiente.';

const sharedMeans: VerificationMeanSeed[] = [
  {
    nombre: 'Reporte de cumplimiento Ley 21.015',
    descripcion:
      'Comprobante del último reporte anual de cumplimiento de la Ley N° 21.015: para organismos públicos, ' +
      'el informe remitido al Servicio Civil; para empresas privadas, la comunicación electrónica registrada ' +
      'ante la Dirección del Trabajo.',
    baseFile: {
      filename: 'reporte-cumplimiento-ley-21015.pdf',
      title: 'Reporte de cumplimiento Ley 21.015',
    },
  },
  {
    nombre: 'Declaración jurada de cumplimiento',
    descripcion:
      'Declaración jurada simple firmada por la autoridad o representante legal, que señala la dotación total ' +
      'y el número de personas con discapacidad o asignatarias de pensión de invalidez contratadas.',
    baseFile: {
      filename: 'declaracion-jurada-cumplimiento.pdf',
      title: 'Declaración jurada de cumplimiento',
    },
  },
  {
    nombre: 'Certificado de dotación de personal',
    descripcion:
      'Certificado emitido por el área de personas o recursos humanos que indica la dotación efectiva al ' +
      'cierre del año anterior, para verificar el umbral de 100 trabajadores (sector público) o 200 ' +
      'trabajadores (sector privado).',
    baseFile: {
      filename: 'certificado-dotacion-personal.pdf',
      title: 'Certificado de dotación de personal',
    },
  },
  {
    nombre: 'Medidas subsidiarias (si corresponde)',
    descripcion:
      'Cuando la institución cumple la ley mediante medidas subsidiarias (contratos de prestación de ' +
      'servicios con empresas que tengan contratadas personas con discapacidad o donaciones a proyectos), ' +
      'los documentos que las acreditan.',
    baseFile: {
      filename: 'medidas-subsidiarias.pdf',
      title: 'Acreditación de medidas subsidiarias',
    },
  },
];

const gestion: CategorySeed = {
  slug: 'gestion-institucional-inclusiva',
  nombre: 'Gestión Institucional Inclusiva',
  descripcion:
    'Reconoce a instituciones públicas y privadas que desarrollan acciones positivas para la inclusión social ' +
    'de las personas con discapacidad en su gestión interna: políticas, procesos de reclutamiento, ajustes ' +
    'razonables, accesibilidad y atención a usuarios y usuarias. ' +
    admissibility +
    ' Etapa 2, Informe de Gestión Institucional Inclusiva: la institución presenta un informe con los ' +
    'medios de verificación de cada requisito, que se evalúa según los puntajes establecidos en las bases.',
  verificationMeans: sharedMeans,
  requirements: [
    {
      nombre: 'Política de inclusión de personas con discapacidad',
      medio_verificacion: 'Documento de política aprobado por resolución o acta de directorio',
      ptje_total: 15,
      detalles:
        'Política institucional vigente, aprobada formalmente y difundida a todo el personal, con ' +
        'objetivos, responsables y metas medibles.',
      descripcion:
        'La institución cuenta con una política de inclusión de personas con discapacidad aprobada por la ' +
        'autoridad máxima (resolución exenta en el sector público o acta de directorio en el sector privado). ' +
        'La política debe: a) declarar el compromiso institucional con la inclusión y la no discriminación; ' +
        'b) definir objetivos y metas medibles para el período de postulación; c) identificar a la unidad y ' +
        'a las personas responsables de su implementación; d) describir los mecanismos de difusión interna y ' +
        'externa; y e) establecer una revisión al menos anual. Se adjunta el documento aprobado y un ' +
        'respaldo de su difusión (correo masivo, intranet o acta de capacitación).',
    },
    {
      nombre: 'Reclutamiento y selección inclusivos',
      medio_verificacion: 'Procedimiento de reclutamiento y selección, y muestra de convocatorias publicadas',
      ptje_total: 20,
      detalles:
        'Procedimiento escrito que asegura igualdad de oportunidades y ajustes en todas las etapas del ' +
        'proceso de selección.',
      descripcion:
        'La institución aplica un procedimiento de reclutamiento y selección que garantiza la igualdad de ' +
        'oportunidades de las personas con discapacidad, conforme a la Ley N° 21.015. Se evalúa que: ' +
        'a) las convocatorias se publiquen en formatos accesibles e indiquen que se realizarán ajustes ' +
        'razonables a solicitud; b) las pruebas y entrevistas se adapten a las necesidades de cada ' +
        'postulante; c) los equipos que seleccionan hayan recibido orientación sobre inclusión laboral; y ' +
        'd) exista un registro de las contrataciones de personas con discapacidad del último año. Se ' +
        'adjunta el procedimiento vigente y al menos tres convocatorias publicadas durante el período.',
    },
    {
      nombre: 'Ajustes razonables y accesibilidad del lugar de trabajo',
      medio_verificacion: 'Registro de ajustes realizados y diagnóstico de accesibilidad de las dependencias',
      ptje_total: 20,
      detalles:
        'Diagnóstico de accesibilidad de los lugares de trabajo y registro de los ajustes razonables ' +
        'solicitados y realizados.',
      descripcion:
        'La institución identifica y elimina barreras en sus lugares de trabajo. Se adjunta: a) un ' +
        'diagnóstico de accesibilidad de las dependencias principales (accesos, circulaciones, servicios ' +
        'higiénicos, estacionamientos y señalética), con fotografías; b) un plan de mejoras con plazos y ' +
        'responsables; y c) un registro de los ajustes razonables solicitados por trabajadores y ' +
        'trabajadoras con discapacidad (adecuaciones de puesto, ayudas técnicas, flexibilidad horaria, ' +
        'software de apoyo) indicando la fecha de solicitud y la fecha de implementación.',
    },
    {
      nombre: 'Formación y sensibilización en inclusión',
      medio_verificacion: 'Programa de capacitación, listas de asistencia y material utilizado',
      ptje_total: 15,
      detalles:
        'Acciones de formación en inclusión y discapacidad dirigidas a jefaturas, equipos de personas y ' +
        'personal de atención.',
      descripcion:
        'La institución desarrolla acciones de formación y sensibilización sobre inclusión de personas con ' +
        'discapacidad, trato digno y enfoque de derechos. Se valoran los programas con continuidad en el ' +
        'tiempo y los dirigidos a jefaturas y equipos de atención. Se adjuntan el programa de actividades, ' +
        'las listas de asistencia (con porcentaje de cobertura de la dotación) y el material utilizado. ' +
        'Las actividades deben haberse realizado dentro de los doce meses anteriores a la postulación.',
    },
    {
      nombre: 'Información y comunicación accesibles',
      medio_verificacion: 'Informe de accesibilidad del sitio web y muestras de comunicaciones en formatos accesibles',
      ptje_total: 15,
      detalles:
        'Sitio web y comunicaciones institucionales disponibles en formatos accesibles (texto alternativo, ' +
        'subtítulos, lengua de señas chilena, lectura fácil).',
      descripcion:
        'La institución entrega su información en formatos accesibles. Se evalúa: a) un informe de ' +
        'accesibilidad del sitio web institucional respecto de las pautas WCAG 2.1 nivel AA, con las ' +
        'correcciones realizadas; b) el uso de subtítulos e interpretación en lengua de señas chilena en ' +
        'los videos y transmisiones; c) la disponibilidad de documentos en lectura fácil o formatos ' +
        'alternativos cuando se soliciten; y d) canales de contacto alternativos al teléfono.',
    },
    {
      nombre: 'Atención inclusiva de usuarios y usuarias',
      medio_verificacion: 'Protocolo de atención inclusiva y registro de su aplicación',
      ptje_total: 15,
      detalles:
        'Protocolo de atención a personas con discapacidad en todos los canales presenciales y remotos.',
      descripcion:
        'La institución cuenta con un protocolo de atención inclusiva para las personas con discapacidad que ' +
        'acuden a sus servicios, que considera atención preferente, apoyos de comunicación, acompañamiento ' +
        'y orientación, y la posibilidad de recibir sugerencias y reclamos en formatos accesibles. Se ' +
        'adjuntan el protocolo aprobado y un registro de su aplicación durante el último semestre.',
    },
  ],
};

const espacios: CategorySeed = {
  slug: 'espacios-publicos-inclusivos',
  nombre: 'Espacios Públicos Inclusivos',
  descripcion:
    'Reconoce a instituciones públicas y privadas que habilitan espacios de uso público y gratuito ' +
    'accesibles para todas las personas, incluidas las personas con discapacidad. ' +
    admissibility +
    ' Etapa 2, Proyecto de espacio público inclusivo: la institución presenta un proyecto de espacio de uso ' +
    'público, comunitario y gratuito, con sus verificadores, que se evalúa según los puntajes establecidos ' +
    'en las bases.',
  verificationMeans: [
    ...sharedMeans,
    {
      nombre: 'Acreditación de uso público y gratuito del espacio',
      descripcion:
        'Documento que acredita la tenencia o administración del espacio postulado y que su uso es público ' +
        'y gratuito (decreto, resolución, contrato de comodato o certificado municipal).',
      baseFile: {
        filename: 'acreditacion-uso-publico.pdf',
        title: 'Acreditación de uso público y gratuito del espacio',
      },
    },
  ],
  requirements: [
    {
      nombre: 'Informe de accesibilidad del espacio',
      medio_verificacion: 'Informe de accesibilidad con planos en PDF (tamaño máximo A1) y levantamiento fotográfico',
      ptje_total: 30,
      detalles:
        'Informe técnico del espacio postulado, firmado por un arquitecto o arquitecta, con planos generales ' +
        'a escala 1:100, planos de detalle a escala 1:50 y levantamiento fotográfico.',
      descripcion:
        'Se debe adjuntar un informe de accesibilidad del espacio postulado que contenga las siguientes ' +
        'secciones: a) índice temático del informe; b) descripción del entorno y del espacio, con su ' +
        'ubicación, superficie, usos y horarios de atención al público; c) planos generales a escala 1:100 ' +
        'que muestren la ruta accesible desde el acceso hasta cada recinto; d) planos de detalle a escala ' +
        '1:50 de accesos, rampas, servicios higiénicos, mobiliario y estacionamientos accesibles; e) ' +
        'levantamiento fotográfico de cada elemento descrito, con fotografías de una resolución mínima de ' +
        '3 megapíxeles; f) simbología utilizada en los planos; y g) firma del arquitecto o arquitecta ' +
        'responsable o copia de su certificado de título. Los planos se presentan en formato PDF con un ' +
        'tamaño máximo A1.',
    },
    {
      nombre: 'Proyecto de espacio de uso público y gratuito',
      medio_verificacion: 'Memoria del proyecto y acreditación del uso público y gratuito',
      ptje_total: 15,
      detalles:
        'Memoria que describe el espacio, la comunidad a la que sirve y las condiciones de uso público y ' +
        'gratuito.',
      descripcion:
        'La memoria del proyecto describe el espacio comunitario postulado (plaza, parque, biblioteca, ' +
        'centro cultural, recinto deportivo u otro), su objetivo, la comunidad que lo utiliza, los horarios ' +
        'de uso y las condiciones que aseguran su acceso público y gratuito. Debe indicar las obras o ' +
        'mejoras de accesibilidad realizadas, su fecha de término y la inversión asociada.',
    },
    {
      nombre: 'Ruta accesible y estacionamientos',
      medio_verificacion: 'Planos de la ruta accesible y fotografías de rampas, accesos y estacionamientos',
      ptje_total: 15,
      detalles:
        'Ruta accesible continua desde la vía pública y estacionamientos reservados, según la Ordenanza ' +
        'General de Urbanismo y Construcciones.',
      descripcion:
        'El espacio cuenta con una ruta accesible continua, sin gradas ni obstáculos, desde la vía pública y ' +
        'los estacionamientos hasta cada uno de sus recintos, con un ancho libre mínimo, pendientes y ' +
        'pavimentos conformes al artículo 4.1.7 de la Ordenanza General de Urbanismo y Construcciones. Se ' +
        'verifica la existencia de estacionamientos reservados para personas con discapacidad, debidamente ' +
        'señalizados y conectados con la ruta accesible.',
    },
    {
      nombre: 'Servicios higiénicos y mobiliario accesible',
      medio_verificacion: 'Planos de detalle a escala 1:50 y fotografías de servicios higiénicos y mobiliario',
      ptje_total: 15,
      detalles: 'Servicios higiénicos accesibles y mobiliario que todas las personas pueden usar.',
      descripcion:
        'El espacio dispone de al menos un servicio higiénico accesible por cada sector de uso, con puerta, ' +
        'espacio de giro, barras de apoyo y artefactos a la altura adecuada, y de mobiliario (bancas, ' +
        'bebederos, mesas, juegos o mesones de atención) que puede ser utilizado por personas en silla de ' +
        'ruedas, personas mayores y personas con movilidad reducida.',
    },
    {
      nombre: 'Señalética e información accesible',
      medio_verificacion: 'Plano de señalética y fotografías de la señalización instalada',
      ptje_total: 15,
      detalles:
        'Señalética con contraste, pictogramas, braille o relieve, y guías podotáctiles donde corresponda.',
      descripcion:
        'El espacio cuenta con señalética que orienta a todas las personas: letreros con contraste cromático ' +
        'y tipografía legible, pictogramas, información en braille o en relieve, planos hápticos en los ' +
        'accesos principales y pavimento podotáctil en los cruces y cambios de nivel. Se adjuntan el plano ' +
        'de señalética y fotografías de la señalización instalada.',
    },
    {
      nombre: 'Participación y mantención',
      medio_verificacion: 'Actas de participación de organizaciones de personas con discapacidad y plan de mantención',
      ptje_total: 10,
      detalles:
        'Participación de personas con discapacidad en el diseño o la evaluación del espacio, y plan de ' +
        'mantención de sus condiciones de accesibilidad.',
      descripcion:
        'La institución acredita la participación de personas con discapacidad o de sus organizaciones en ' +
        'el diseño, la implementación o la evaluación del espacio (actas, registros de talleres o ' +
        'encuestas) y presenta un plan de mantención que asegura que las condiciones de accesibilidad se ' +
        'conserven en el tiempo, con responsables y frecuencia de revisión.',
    },
  ],
};

export const categories: CategorySeed[] = [gestion, espacios];
