/**
 * Generators for the seed's binary assets, so every download and <img> of the demo is a real file:
 * makePdf for the bases, templates and base files; renderScene and renderLogo (sharp) for news
 * images, the landing image and logos; makePng for test fixtures of an exact size.
 */
export { makePdf } from './pdf';
export { crc32, makePng } from './png';
export { renderLogo, renderScene, SCENE_ALT } from './pictures';
export type { EmblemName, LogoSpec, PictureSpec, SceneName } from './pictures';
