/**
 * Generators for the seed's binary assets, so every download and <img> of the demo is a real file:
 * makePdf for the bases, templates and base files; makePng for news images, logos and the landing image.
 */
export { makePdf } from './pdf';
export { crc32, makePng } from './png';
