// The privacy notice and the accessibility statement as first published (issue 57). Admins keep them
// current from the admin panel (every save is a revision); the seed only writes them when missing.

export interface LegalTextSeed { slug: 'privacidad' | 'accesibilidad'; titulo: string; revisado_el: string; contenido: string }

const privacidad = `
<h2>Quién es responsable de sus datos</h2>
<p>El responsable del tratamiento de los datos personales de este portal es el <strong>Servicio Nacional de la Discapacidad (SENADIS)</strong>, servicio público del Ministerio de Desarrollo Social y Familia, que administra el programa Sello Chile Inclusivo. Dirección: Catedral 1575, Santiago. Correo para asuntos de datos personales: <a href="mailto:datospersonales@senadis.cl">datospersonales@senadis.cl</a>.</p>

<h2>Qué datos tratamos</h2>
<ul>
<li>De quien postula con ClaveÚnica: su RUN y su nombre, que entrega ClaveÚnica, y las sesiones con que usa el portal.</li>
<li>De la representante o el representante legal y de la persona encargada de postular: nombre, cargo, RUN, teléfono y correo electrónico.</li>
<li>De la institución: razón social, RUT, rubro, dirección, número de trabajadores y de trabajadores con discapacidad, y los documentos que presenta, que pueden describir a personas.</li>
<li>Del equipo del Servicio: nombre, correo, y el registro de lo que hace en el portal, incluido cada acceso a datos personales de una postulación.</li>
</ul>

<h2>Para qué los usamos</h2>
<ul>
<li>Tramitar la postulación al Sello Chile Inclusivo: revisar su admisibilidad, evaluarla, decidir y notificar cada acto.</li>
<li>Mantener el expediente electrónico del procedimiento, que la institución puede consultar y descargar.</li>
<li>Publicar el registro de instituciones reconocidas: solo el nombre de la institución, su logo, categoría y año; nunca datos de personas.</li>
<li>Elaborar estadísticas del programa con datos agregados, sin identificar a nadie.</li>
</ul>

<h2>Con qué base legal</h2>
<p>Tratamos estos datos para cumplir las funciones que la ley encomienda al Servicio (Ley 20.422), dentro de un procedimiento administrativo (Ley 19.880) que es electrónico (Ley 21.180, de Transformación Digital del Estado), y conforme a la Ley 19.628 sobre protección de la vida privada, modificada por la Ley 21.719 de protección de datos personales.</p>

<h2>A quién se comunican</h2>
<p>Solo al equipo del Servicio y a la comisión evaluadora que revisa cada postulación, que firma una declaración de ausencia de conflicto de interés antes de verla. No vendemos ni cedemos datos. Los entregaremos a otro órgano solo cuando una ley lo exija (por ejemplo, a la Contraloría General de la República o a un tribunal). El registro público de instituciones reconocidas no contiene datos personales.</p>

<h2>Cuánto tiempo los conservamos</h2>
<ul>
<li>Documentos de postulaciones que terminaron sin el sello: 2 años desde que la decisión quedó firme; luego se eliminan y el expediente conserva solo su nombre, tamaño y huella digital.</li>
<li>Datos de representantes legales y personas encargadas: 5 años desde que la postulación terminó; luego se reemplazan por una marca de «dato eliminado».</li>
<li>Postulaciones nunca enviadas: 26 semanas sin cambios. Sesiones e intentos de inicio de sesión: 4 semanas.</li>
</ul>
<p>El detalle vigente del calendario de conservación lo aplica el portal cada día.</p>

<h2>Sus derechos y cómo ejercerlos</h2>
<p>Usted puede pedir <strong>acceso</strong> a sus datos, su <strong>rectificación</strong>, su <strong>supresión</strong>, oponerse a su tratamiento (<strong>oposición</strong>), su <strong>bloqueo</strong> temporal y su <strong>portabilidad</strong>.</p>
<ul>
<li>Si ingresa con ClaveÚnica, en <a href="/mis-datos">Mis datos</a> ve todos los datos que el portal tiene sobre usted, los descarga en JSON o CSV y presenta una solicitud.</li>
<li>Si figura en una postulación sin tener cuenta (por ejemplo, como representante legal), use el <a href="/privacidad/solicitud">formulario de solicitud</a>: le enviaremos un enlace para confirmar su correo.</li>
</ul>
<p>Respondemos dentro de 30 días corridos desde que la solicitud se recibe. Si la respuesta no le satisface, puede reclamar ante la Agencia de Protección de Datos Personales.</p>
`;

const accesibilidad = `
<h2>Nuestro compromiso</h2>
<p>El Servicio Nacional de la Discapacidad quiere que todas las personas puedan usar este portal, con o sin discapacidad y con cualquier tecnología de apoyo. Es un compromiso de la Ley 20.422 y de la norma técnica para sitios web del Estado (Decreto Supremo N° 1 de 2015).</p>

<h2>Nivel de conformidad</h2>
<p>Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (<strong>WCAG) 2.2, nivel AA</strong>. El portal cumple parcialmente: las limitaciones conocidas se detallan más abajo.</p>

<h2>Cómo lo comprobamos</h2>
<ul>
<li>Cada página pasa pruebas automáticas con axe en los dos temas de color (claro y oscuro) y en tres tamaños de letra, en cada versión que se publica.</li>
<li>Probamos el uso completo con teclado: cada acción se puede hacer sin ratón y el foco siempre se ve.</li>
<li>Revisamos manualmente con lectores de pantalla (NVDA y VoiceOver) los formularios de postulación, los mensajes de error y las tablas.</li>
<li>Los documentos que genera el portal, como el índice del expediente en PDF, son PDF etiquetados, con títulos, tablas con encabezados e idioma español.</li>
</ul>

<h2>Limitaciones conocidas</h2>
<ul>
<li><strong>Documentos subidos por las instituciones postulantes</strong>: los PDF que cada institución adjunta los elabora ella misma y pueden no ser accesibles (por ejemplo, documentos escaneados sin texto). El Servicio no puede modificarlos; si necesita uno en otro formato, pídalo por el canal de contacto.</li>
<li>Algunos documentos descargables antiguos del programa pueden no estar etiquetados; los estamos reemplazando.</li>
</ul>

<h2>Contacto y reclamos</h2>
<p>Si encuentra una barrera de accesibilidad, necesita un contenido en otro formato o quiere reclamar, escríbanos a <a href="mailto:accesibilidad@senadis.cl">accesibilidad@senadis.cl</a>. Indique la página y el problema. Le responderemos dentro de <strong>10 días hábiles</strong>.</p>
<p>Si la respuesta no le satisface, puede presentar un reclamo en la Oficina de Informaciones, Reclamos y Sugerencias (OIRS) de SENADIS.</p>

<h2>Fecha de la última revisión</h2>
<p>Esta declaración se revisó por última vez en la fecha indicada al pie de esta página.</p>
`;

export const legalTexts: LegalTextSeed[] = [
  { slug: 'privacidad', titulo: 'Aviso de privacidad', revisado_el: '2026-12-01', contenido: privacidad.trim() },
  { slug: 'accesibilidad', titulo: 'Declaración de accesibilidad', revisado_el: '2026-12-01', contenido: accesibilidad.trim() },
];
