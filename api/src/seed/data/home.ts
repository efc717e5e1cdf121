import { SCENE_ALT, type PictureSpec } from './pictures';

/** Home page content editable in /admin/home-editar. */
export interface HomeContentSeed {
  textoBajada: string;
  landingImage: PictureSpec & { width: 1100; height: 336 };
}

export const homeContent: HomeContentSeed = {
  textoBajada:
    '<p>El <strong>Sello Chile Inclusivo</strong> es un reconocimiento que el Servicio Nacional de la ' +
    'Discapacidad otorga desde 2012 a instituciones públicas y privadas que desarrollan acciones positivas ' +
    'para la inclusión social de las personas con discapacidad.</p>' +
    '<p>La postulación es gratuita y se realiza solo a través de este sitio, en las categorías Gestión ' +
    'Institucional Inclusiva y Espacios Públicos Inclusivos. No es un concurso: el sello se otorga a las ' +
    'organizaciones que cumplen los estándares legales y alcanzan los puntajes de evaluación establecidos ' +
    'en las bases.</p>',
  landingImage: { width: 1100, height: 336, scene: 'portada', alt: SCENE_ALT.portada },
};
