import type { VerificationMeanSeed } from './category-types';

/** Stage 1 (admissibility) text and evidence, the same in both categories. */
export const admissibility =
  'Etapa 1, Admisibilidad: la institución acredita el cumplimiento de la Ley N° 21.015 de Inclusión Laboral, ' +
  'que establece una reserva del 1 % de la dotación para personas con discapacidad o asignatarias de una ' +
  'pensión de invalidez en los organismos públicos con 100 o más trabajadores y trabajadoras, y en las empresas ' +
  'privadas con 200 o más. Las postulaciones que no superan esta etapa se declaran inadmisibles y no continúan ' +
  'a la etapa siguiente.';

export const sharedMeans: VerificationMeanSeed[] = [
  {
    nombre: 'Reporte de cumplimiento Ley 21.015',
    descripcion:
      'Comprobante del último reporte anual de cumplimiento de la Ley N° 21.015: para organismos públicos, ' +
      'el informe remitido al Servicio Civil; para empresas privadas, la comunicación electrónica registrada ' +
      'ante la Dirección del Trabajo.',
    baseFile: {
      filename: 'reporte-cumplimiento-ley-21015.pdf',
      title: 'Reporte de cumplimiento Ley 21.015',
      paragraphs: [
        'Instrucciones: adjunte a este formulario el comprobante del último reporte anual de cumplimiento de la Ley N° 21.015 y complete los datos siguientes.',
        'Nombre de la institución: ____________________   RUT: ____________________',
        'Sector: público (100 o más trabajadores y trabajadoras) / privado (200 o más).',
        'Año informado: ________   Dotación total: ________   Personas con discapacidad o asignatarias de pensión de invalidez contratadas: ________',
        'Organismo ante el cual se reportó (Servicio Civil o Dirección del Trabajo) y fecha del reporte: ____________________',
        'Nombre, cargo y firma de la persona responsable: ____________________',
      ],
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
      paragraphs: [
        'Yo, ____________________, RUN ____________________, en mi calidad de representante legal de ____________________, RUT ____________________, declaro bajo juramento:',
        '1. Que la institución tiene una dotación total de ________ trabajadores y trabajadoras.',
        '2. Que la institución tiene contratadas ________ personas con discapacidad o asignatarias de una pensión de invalidez, lo que equivale al ____ % de su dotación.',
        '3. Que la información entregada es fidedigna y puede ser verificada por el Servicio Nacional de la Discapacidad.',
        'Lugar y fecha: ____________________   Firma: ____________________',
      ],
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
      paragraphs: [
        'El área de personas o recursos humanos certifica la dotación efectiva de la institución al 31 de diciembre del año anterior a la postulación.',
        'Institución: ____________________   RUT: ____________________',
        'Dotación total: ________ (planta, contrata, código del trabajo y honorarios asimilados, según corresponda).',
        'Nombre, cargo y firma de la jefatura que certifica: ____________________   Fecha: ____________',
      ],
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
      paragraphs: [
        'Complete este formulario solo si la institución cumple la Ley N° 21.015 total o parcialmente mediante medidas subsidiarias.',
        'Medida utilizada: contrato de prestación de servicios con empresas que tengan contratadas personas con discapacidad / donación a proyectos o programas de asociaciones, corporaciones o fundaciones.',
        'Razón fundada que impide el cumplimiento directo: ____________________',
        'Monto, período y documentos que acreditan la medida: ____________________',
      ],
    },
  },
];
