/**
 * Chile's 16 regions in official north-to-south order, each with all of its communes (346 in total),
 * grouped by province in the order of the Subdere/INE territorial code (CUT). Names follow the
 * municipalities' own spelling where it differs from older INE spellings (see README).
 */
export interface Region {
  nombre: string;
  /** Official region number as used in the territorial code (CUT), e.g. 'XV', 'RM'. */
  numero: string;
  communes: string[];
}

export const regions: Region[] = [
  {
    nombre: 'Arica y Parinacota',
    numero: 'XV',
    communes: ['Arica', 'Camarones', 'Putre', 'General Lagos'],
  },
  {
    nombre: 'Tarapacá',
    numero: 'I',
    communes: ['Iquique', 'Alto Hospicio', 'Pozo Almonte', 'Camiña', 'Colchane', 'Huara', 'Pica'],
  },
  {
    nombre: 'Antofagasta',
    numero: 'II',
    communes: [
      'Antofagasta', 'Mejillones', 'Sierra Gorda', 'Taltal',
      'Calama', 'Ollagüe', 'San Pedro de Atacama',
      'Tocopilla', 'María Elena',
    ],
  },
  {
    nombre: 'Atacama',
    numero: 'III',
    communes: [
      'Copiapó', 'Caldera', 'Tierra Amarilla',
      'Chañaral', 'Diego de Almagro',
      'Vallenar', 'Alto del Carmen', 'Freirina', 'Huasco',
    ],
  },
  {
    nombre: 'Coquimbo',
    numero: 'IV',
    communes: [
      'La Serena', 'Coquimbo', 'Andacollo', 'La Higuera', 'Paihuano', 'Vicuña',
      'Illapel', 'Canela', 'Los Vilos', 'Salamanca',
      'Ovalle', 'Combarbalá', 'Monte Patria', 'Punitaqui', 'Río Hurtado',
    ],
  },
  {
    nombre: 'Valparaíso',
    numero: 'V',
    communes: [
      'Valparaíso', 'Casablanca', 'Concón', 'Juan Fernández', 'Puchuncaví', 'Quintero', 'Viña del Mar',
      'Isla de Pascua',
      'Los Andes', 'Calle Larga', 'Rinconada', 'San Esteban',
      'La Ligua', 'Cabildo', 'Papudo', 'Petorca', 'Zapallar',
      'Quillota', 'La Calera', 'Hijuelas', 'La Cruz', 'Nogales',
      'San Antonio', 'Algarrobo', 'Cartagena', 'El Quisco', 'El Tabo', 'Santo Domingo',
      'San Felipe', 'Catemu', 'Llaillay', 'Panquehue', 'Putaendo', 'Santa María',
      'Quilpué', 'Limache', 'Olmué', 'Villa Alemana',
    ],
  },
  {
    nombre: 'Metropolitana de Santiago',
    numero: 'RM',
    communes: [
      'Santiago', 'Cerrillos', 'Cerro Navia', 'Conchalí', 'El Bosque', 'Estación Central', 'Huechuraba',
      'Independencia', 'La Cisterna', 'La Florida', 'La Granja', 'La Pintana', 'La Reina', 'Las Condes',
      'Lo Barnechea', 'Lo Espejo', 'Lo Prado', 'Macul', 'Maipú', 'Ñuñoa', 'Pedro Aguirre Cerda',
      'Peñalolén', 'Providencia', 'Pudahuel', 'Quilicura', 'Quinta Normal', 'Recoleta', 'Renca',
      'San Joaquín', 'San Miguel', 'San Ramón', 'Vitacura',
      'Puente Alto', 'Pirque', 'San José de Maipo',
      'Colina', 'Lampa', 'Tiltil',
      'San Bernardo', 'Buin', 'Calera de Tango', 'Paine',
      'Melipilla', 'Alhué', 'Curacaví', 'María Pinto', 'San Pedro',
      'Talagante', 'El Monte', 'Isla de Maipo', 'Padre Hurtado', 'Peñaflor',
    ],
  },
  {
    nombre: "Libertador General Bernardo O'Higgins",
    numero: 'VI',
    communes: [
      'Rancagua', 'Codegua', 'Coinco', 'Coltauco', 'Doñihue', 'Graneros', 'Las Cabras', 'Machalí',
      'Malloa', 'Mostazal', 'Olivar', 'Peumo', 'Pichidegua', 'Quinta de Tilcoco', 'Rengo', 'Requínoa',
      'San Vicente',
      'Pichilemu', 'La Estrella', 'Litueche', 'Marchigüe', 'Navidad', 'Paredones',
      'San Fernando', 'Chépica', 'Chimbarongo', 'Lolol', 'Nancagua', 'Palmilla', 'Peralillo', 'Placilla',
      'Pumanque', 'Santa Cruz',
    ],
  },
  {
    nombre: 'Maule',
    numero: 'VII',
    communes: [
      'Talca', 'Constitución', 'Curepto', 'Empedrado', 'Maule', 'Pelarco', 'Pencahue', 'Río Claro',
      'San Clemente', 'San Rafael',
      'Cauquenes', 'Chanco', 'Pelluhue',
      'Curicó', 'Hualañé', 'Licantén', 'Molina', 'Rauco', 'Romeral', 'Sagrada Familia', 'Teno', 'Vichuquén',
      'Linares', 'Colbún', 'Longaví', 'Parral', 'Retiro', 'San Javier', 'Villa Alegre', 'Yerbas Buenas',
    ],
  },
  {
    nombre: 'Ñuble',
    numero: 'XVI',
    communes: [
      'Chillán', 'Bulnes', 'Chillán Viejo', 'El Carmen', 'Pemuco', 'Pinto', 'Quillón', 'San Ignacio', 'Yungay',
      'Quirihue', 'Cobquecura', 'Coelemu', 'Ninhue', 'Portezuelo', 'Ránquil', 'Trehuaco',
      'San Carlos', 'Coihueco', 'Ñiquén', 'San Fabián', 'San Nicolás',
    ],
  },
  {
    nombre: 'Biobío',
    numero: 'VIII',
    communes: [
      'Concepción', 'Coronel', 'Chiguayante', 'Florida', 'Hualqui', 'Lota', 'Penco', 'San Pedro de la Paz',
      'Santa Juana', 'Talcahuano', 'Tomé', 'Hualpén',
      'Lebu', 'Arauco', 'Cañete', 'Contulmo', 'Curanilahue', 'Los Álamos', 'Tirúa',
      'Los Ángeles', 'Antuco', 'Cabrero', 'Laja', 'Mulchén', 'Nacimiento', 'Negrete', 'Quilaco',
      'Quilleco', 'San Rosendo', 'Santa Bárbara', 'Tucapel', 'Yumbel', 'Alto Biobío',
    ],
  },
  {
    nombre: 'La Araucanía',
    numero: 'IX',
    communes: [
      'Temuco', 'Carahue', 'Cunco', 'Curarrehue', 'Freire', 'Galvarino', 'Gorbea', 'Lautaro', 'Loncoche',
      'Melipeuco', 'Nueva Imperial', 'Padre Las Casas', 'Perquenco', 'Pitrufquén', 'Pucón', 'Saavedra',
      'Teodoro Schmidt', 'Toltén', 'Vilcún', 'Villarrica', 'Cholchol',
      'Angol', 'Collipulli', 'Curacautín', 'Ercilla', 'Lonquimay', 'Los Sauces', 'Lumaco', 'Purén',
      'Renaico', 'Traiguén', 'Victoria',
    ],
  },
  {
    nombre: 'Los Ríos',
    numero: 'XIV',
    communes: [
      'Valdivia', 'Corral', 'Lanco', 'Los Lagos', 'Máfil', 'Mariquina', 'Paillaco', 'Panguipulli',
      'La Unión', 'Futrono', 'Lago Ranco', 'Río Bueno',
    ],
  },
  {
    nombre: 'Los Lagos',
    numero: 'X',
    communes: [
      'Puerto Montt', 'Calbuco', 'Cochamó', 'Fresia', 'Frutillar', 'Los Muermos', 'Llanquihue', 'Maullín',
      'Puerto Varas',
      'Castro', 'Ancud', 'Chonchi', 'Curaco de Vélez', 'Dalcahue', 'Puqueldón', 'Queilén', 'Quellón',
      'Quemchi', 'Quinchao',
      'Osorno', 'Puerto Octay', 'Purranque', 'Puyehue', 'Río Negro', 'San Juan de la Costa', 'San Pablo',
      'Chaitén', 'Futaleufú', 'Hualaihué', 'Palena',
    ],
  },
  {
    nombre: 'Aysén del General Carlos Ibáñez del Campo',
    numero: 'XI',
    communes: [
      'Coyhaique', 'Lago Verde',
      'Aysén', 'Cisnes', 'Guaitecas',
      'Cochrane', "O'Higgins", 'Tortel',
      'Chile Chico', 'Río Ibáñez',
    ],
  },
  {
    nombre: 'Magallanes y de la Antártica Chilena',
    numero: 'XII',
    communes: [
      'Punta Arenas', 'Laguna Blanca', 'Río Verde', 'San Gregorio',
      'Cabo de Hornos', 'Antártica',
      'Porvenir', 'Primavera', 'Timaukel',
      'Natales', 'Torres del Paine',
    ],
  },
];
