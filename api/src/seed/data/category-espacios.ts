import { admissibility, sharedMeans } from './category-shared';
import type { CategorySeed } from './category-types';

/** Category 2: a free public-use space (stage 2: the space project with its verifiers). */
export const espacios: CategorySeed = {
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
      paragraphs: [
        'Identificación del espacio postulado: nombre, dirección, comuna y región: ____________________',
        'Calidad en que la institución administra el espacio (propietaria, comodataria, concesionaria u otra) y documento que lo acredita: ____________________',
        'Horarios de uso público y declaración de gratuidad del acceso: ____________________',
        'Nombre, cargo y firma de la autoridad: ____________________   Fecha: ____________',
      ],
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
