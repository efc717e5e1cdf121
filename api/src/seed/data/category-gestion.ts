import { admissibility, sharedMeans } from './category-shared';
import type { CategorySeed } from './category-types';

/** Category 1: the institution's internal inclusive management (stage 2: management report). */
export const gestion: CategorySeed = {
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
