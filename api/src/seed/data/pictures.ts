/**
 * The seed's pictures: small SVG scenes (landscapes and places of Chile, no people, no text) and
 * institution-like emblems, rendered by sharp to JPEG or PNG at exactly the size the spec's checks
 * expect. Each comes with its Spanish alternative text, stored with the image.
 */
import sharp from 'sharp';

export type SceneName = 'cordillera' | 'costa' | 'plaza' | 'bosque' | 'ciudad' | 'desierto' | 'portada';
export type EmblemName = 'hoja' | 'ola' | 'montana' | 'edificio' | 'libro' | 'corazon' | 'sol' | 'puente' | 'estrella';

export interface PictureSpec { width: number; height: number; scene: SceneName; alt: string }
export interface LogoSpec { width: number; height: number; emblem: EmblemName; color: string; alt: string }

/** What each scene shows, for the alternative text of the images that use it. */
export const SCENE_ALT: Record<SceneName, string> = {
  cordillera: 'Ilustración de la cordillera nevada al amanecer sobre un valle verde atravesado por un río.',
  costa: 'Ilustración de una costa con el sol sobre el mar, olas y un cerro con un faro.',
  plaza: 'Ilustración de una plaza con árboles, bancas, faroles y un sendero con rampa.',
  bosque: 'Ilustración de un bosque de araucarias junto a un lago y volcanes al fondo.',
  ciudad: 'Ilustración de edificios de una ciudad al atardecer con una entrada accesible con rampa.',
  desierto: 'Ilustración del desierto de Atacama de noche, con dunas y un cielo estrellado.',
  portada: 'Ilustración de un sendero accesible que cruza un parque hacia la cordillera al amanecer.',
};

// Every scene is drawn on a 1110×336 canvas; smaller sizes (mobile 290×88, landing 1100×336) crop the centre.
const W = 1110;
const H = 336;

const sky = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;

const tree = (x: number, y: number, r: number, leaf = '#2f7d4a') =>
  `<rect x="${x - r * 0.12}" y="${y}" width="${r * 0.24}" height="${r * 1.1}" fill="#6b4a2b"/><circle cx="${x}" cy="${y - r * 0.2}" r="${r}" fill="${leaf}"/>`;

const araucaria = (x: number, y: number, h: number) => {
  const layers = [0, 1, 2, 3].map((i) => {
    const top = y - h + i * h * 0.18;
    const half = h * (0.16 + i * 0.07);
    return `<path d="M${x - half} ${top + h * 0.14} Q${x} ${top - h * 0.05} ${x + half} ${top + h * 0.14} L${x} ${top + h * 0.05} Z" fill="#1f5e3a"/>`;
  }).join('');
  return `<rect x="${x - 4}" y="${y - h * 0.45}" width="8" height="${h * 0.45}" fill="#5a3d26"/>${layers}`;
};

const SCENES: Record<SceneName, () => string> = {
  cordillera: () => `${sky('s', '#f6c38b', '#fde9d2')}
    <circle cx="820" cy="120" r="46" fill="#fff4d6"/>
    <path d="M0 250 L140 120 L230 190 L360 70 L470 180 L600 90 L720 200 L860 100 L990 190 L1110 110 L1110 336 L0 336 Z" fill="#7a8ca8"/>
    <path d="M320 108 L360 70 L400 108 L380 100 L360 116 L340 100 Z M565 124 L600 90 L636 124 L615 118 L600 130 L585 118 Z M825 134 L860 100 L896 134 L875 126 L860 140 L845 126 Z" fill="#ffffff"/>
    <path d="M0 270 Q280 220 560 262 T1110 250 L1110 336 L0 336 Z" fill="#6aa84f"/>
    <path d="M0 300 Q300 270 600 300 T1110 296 L1110 336 L0 336 Z" fill="#4f8f3a"/>
    <path d="M470 336 Q520 300 600 290 T760 262" stroke="#8fc3e8" stroke-width="16" fill="none"/>`,
  costa: () => `${sky('s', '#8ecae6', '#e0f2fb')}
    <circle cx="300" cy="150" r="52" fill="#ffd166"/>
    <rect y="210" width="${W}" height="126" fill="#2a7fb8"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${i * 160} ${240 + (i % 2) * 30} q40 -14 80 0 t80 0" stroke="#bfe3f7" stroke-width="5" fill="none"/>`).join('')}
    <path d="M720 336 L760 200 Q860 150 1110 170 L1110 336 Z" fill="#a7845c"/>
    <path d="M760 200 Q860 150 1110 170 L1110 190 Q880 176 770 214 Z" fill="#6aa84f"/>
    <rect x="930" y="92" width="26" height="82" fill="#ffffff"/><rect x="930" y="112" width="26" height="14" fill="#d52b1e"/><rect x="930" y="146" width="26" height="14" fill="#d52b1e"/>
    <path d="M924 92 L943 72 L962 92 Z" fill="#0051a8"/>`,
  plaza: () => `${sky('s', '#a9d6f5', '#eef7fd')}
    <rect y="230" width="${W}" height="106" fill="#7cb861"/>
    <path d="M380 336 L520 230 L600 230 L740 336 Z" fill="#d9c8a9"/>
    <path d="M600 230 L650 230 L660 250 L610 250 Z" fill="#c4b08d"/>
    ${tree(120, 170, 60)}${tree(260, 185, 48, '#3f8f57')}${tree(860, 175, 58)}${tree(1000, 185, 50, '#3f8f57')}
    <rect x="200" y="262" width="110" height="12" rx="3" fill="#8a5a3b"/><rect x="210" y="274" width="8" height="20" fill="#5b3b25"/><rect x="292" y="274" width="8" height="20" fill="#5b3b25"/>
    <rect x="800" y="262" width="110" height="12" rx="3" fill="#8a5a3b"/><rect x="810" y="274" width="8" height="20" fill="#5b3b25"/><rect x="892" y="274" width="8" height="20" fill="#5b3b25"/>
    <rect x="450" y="120" width="8" height="110" fill="#44525f"/><circle cx="454" cy="116" r="14" fill="#ffe08a"/>
    <rect x="668" y="120" width="8" height="110" fill="#44525f"/><circle cx="672" cy="116" r="14" fill="#ffe08a"/>`,
  bosque: () => `${sky('s', '#bfe0f0', '#f3fafd')}
    <path d="M600 200 L720 80 L760 110 L800 80 L930 200 Z" fill="#8b98ad"/><path d="M690 110 L720 80 L760 110 L800 80 L830 110 L790 104 L760 124 L730 104 Z" fill="#ffffff"/>
    <path d="M0 200 Q300 180 560 204 T1110 196 L1110 336 L0 336 Z" fill="#5f9c4a"/>
    <ellipse cx="760" cy="268" rx="300" ry="46" fill="#5aa9d6"/>
    ${[60, 170, 290, 400, 1040].map((x, i) => araucaria(x, 300 - (i % 2) * 20, 190 - (i % 3) * 20)).join('')}`,
  ciudad: () => `${sky('s', '#f4a261', '#ffe5c4')}
    <circle cx="180" cy="110" r="40" fill="#fff0c9"/>
    ${[[40, 120, 90], [150, 80, 70], [240, 150, 100], [370, 60, 80], [470, 110, 120], [620, 40, 90], [730, 130, 100], [860, 90, 80], [960, 140, 120]]
      .map(([x, y, w], i) => `<rect x="${x}" y="${y}" width="${w}" height="${336 - (y ?? 0)}" fill="${i % 2 ? '#41597a' : '#56708f'}"/>`
        + Array.from({ length: 6 }, (_, r) => Array.from({ length: 3 }, (_, c) => `<rect x="${(x ?? 0) + 12 + c * ((w ?? 0) - 24) / 3}" y="${(y ?? 0) + 16 + r * 34}" width="12" height="16" fill="#ffe7a3"/>`).join('')).join('')).join('')}
    <rect y="300" width="${W}" height="36" fill="#9aa5b1"/>
    <path d="M520 300 L640 300 L640 284 L560 284 Z" fill="#c9d1d9"/><rect x="640" y="250" width="70" height="50" fill="#2f3e50"/>`,
  desierto: () => `${sky('s', '#0b1d3a', '#3a4f7a')}
    ${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 173) % W}" cy="${(i * 97) % 190}" r="${i % 3 === 0 ? 2.2 : 1.4}" fill="#fffbe6"/>`).join('')}
    <circle cx="900" cy="80" r="30" fill="#f5f0d0"/>
    <path d="M0 250 Q200 190 420 240 T820 226 T1110 240 L1110 336 L0 336 Z" fill="#c98b4f"/>
    <path d="M0 290 Q260 246 520 286 T1110 280 L1110 336 L0 336 Z" fill="#a86b37"/>`,
  portada: () => `${sky('s', '#9fd3f2', '#fdf1dc')}
    <circle cx="930" cy="96" r="44" fill="#ffe3a3"/>
    <path d="M0 210 L160 110 L300 170 L470 70 L620 160 L780 90 L950 170 L1110 120 L1110 336 L0 336 Z" fill="#8aa0bd"/>
    <path d="M435 96 L470 70 L506 96 L488 92 L470 104 L452 92 Z M748 114 L780 90 L812 114 L796 110 L780 120 L764 110 Z" fill="#ffffff"/>
    <path d="M0 240 Q300 200 600 236 T1110 226 L1110 336 L0 336 Z" fill="#79b35a"/>
    <path d="M430 336 Q540 280 560 250 L600 250 Q640 290 760 336 Z" fill="#e4d5b7"/>
    ${tree(160, 250, 44)}${tree(290, 262, 36, '#4f9a5f')}${tree(880, 252, 46)}${tree(1010, 266, 38, '#4f9a5f')}`,
};

function sceneSvg(scene: SceneName, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${SCENES[scene]()}</svg>`;
}

/** A scene as a JPEG of exactly width×height. */
export async function renderScene(spec: Pick<PictureSpec, 'width' | 'height' | 'scene'>): Promise<Uint8Array> {
  const out = await sharp(Buffer.from(sceneSvg(spec.scene, spec.width, spec.height)))
    .resize(spec.width, spec.height, { fit: 'cover' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(out);
}

const EMBLEMS: Record<EmblemName, (c: string) => string> = {
  hoja: (c) => `<path d="M30 50 Q30 14 62 10 Q64 44 30 50 Z" fill="${c}"/><path d="M30 50 Q44 32 58 16" stroke="#fff" stroke-width="3" fill="none"/>`,
  ola: (c) => `<path d="M8 34 q10 -10 20 0 t20 0 t20 0" stroke="${c}" stroke-width="6" fill="none"/><path d="M8 48 q10 -10 20 0 t20 0 t20 0" stroke="${c}" stroke-width="6" fill="none" opacity=".6"/>`,
  montana: (c) => `<path d="M6 54 L28 18 L40 36 L50 24 L66 54 Z" fill="${c}"/><path d="M22 28 L28 18 L34 28 L28 25 Z" fill="#fff"/>`,
  edificio: (c) => `<path d="M8 22 L36 8 L64 22 Z" fill="${c}"/>${[14, 26, 38, 50].map((x) => `<rect x="${x}" y="26" width="7" height="22" fill="${c}"/>`).join('')}<rect x="8" y="50" width="56" height="6" fill="${c}"/>`,
  libro: (c) => `<path d="M8 16 Q22 10 35 18 L35 54 Q22 46 8 52 Z" fill="${c}"/><path d="M64 16 Q50 10 37 18 L37 54 Q50 46 64 52 Z" fill="${c}" opacity=".75"/>`,
  corazon: (c) => `<path d="M36 56 C6 36 10 10 28 12 C33 13 36 18 36 20 C36 18 39 13 44 12 C62 10 66 36 36 56 Z" fill="${c}"/>`,
  sol: (c) => `<circle cx="36" cy="32" r="13" fill="${c}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="34" y="4" width="4" height="10" fill="${c}" transform="rotate(${i * 45} 36 32)"/>`).join('')}`,
  puente: (c) => `<path d="M6 44 Q36 8 66 44" stroke="${c}" stroke-width="6" fill="none"/><rect x="4" y="44" width="64" height="6" fill="${c}"/>${[18, 28, 36, 44, 54].map((x) => `<rect x="${x}" y="${x === 36 ? 22 : 30}" width="3" height="${x === 36 ? 22 : 14}" fill="${c}"/>`).join('')}`,
  estrella: (c) => `<path d="M36 6 L43 26 L64 26 L47 38 L53 58 L36 46 L19 58 L25 38 L8 26 L29 26 Z" fill="${c}"/>`,
};

/**
 * An institution-like logo: the emblem in a round badge and a band of the institution's colour, on
 * white, at exactly width×height (the spec allows 100–255 × 50–70). No lettering.
 */
export async function renderLogo(spec: Omit<LogoSpec, 'alt'>): Promise<Uint8Array> {
  const { width, height, emblem, color } = spec;
  const badge = height - 8;
  const scale = badge / 64;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#ffffff"/>
    <circle cx="${4 + badge / 2}" cy="${height / 2}" r="${badge / 2}" fill="${color}" opacity=".12"/>
    <g transform="translate(${4 + (badge - 72 * scale) / 2} ${(height - 64 * scale) / 2}) scale(${scale})">${EMBLEMS[emblem](color)}</g>
    <rect x="${badge + 14}" y="${height / 2 - 3}" width="${Math.max(10, width - badge - 24)}" height="6" rx="3" fill="${color}"/>
    <rect x="${badge + 14}" y="${height / 2 + 7}" width="${Math.max(6, (width - badge - 24) * 0.6)}" height="4" rx="2" fill="${color}" opacity=".45"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 9, palette: true }).toBuffer());
}
