import { type Aspect, DEMO_IMAGE_FOLDERS } from './image-kinds.js';

/**
 * Ivory ground, a fine gold lozenge and rings at the centre: where the drawing will be, without
 * the broken-image icon. Pages crop images to their boxes (object-fit: cover), hence the centre.
 */
export function placeholderSvg(aspect: Aspect): string {
  const width = 1000;
  const height = Math.round((width * aspect.height) / aspect.width);
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.09;
  // The shop's palette (tokens.css): ivory-2 ground, darker towards the edges; gold lines.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><radialGradient id="g" cx="50%" cy="50%" r="75%"><stop offset="0" stop-color="#f4eee4"/><stop offset="1" stop-color="#ece3d5"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<g fill="none" stroke="#b8925a" stroke-width="2" opacity="0.8">
<circle cx="${cx}" cy="${cy}" r="${r}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" stroke-width="1.2"/>
<path d="M${cx} ${cy - r * 1.6} L${cx + r * 0.35} ${cy} L${cx} ${cy + r * 1.6} L${cx - r * 0.35} ${cy} Z" stroke-width="1.2"/>
<path d="M${cx - r * 2.6} ${cy} H${cx - r * 1.25} M${cx + r * 1.25} ${cy} H${cx + r * 2.6}" stroke-width="1.2"/>
</g>
</svg>`;
}

/**
 * What /storage answers, folder by folder, for a demo drawing not yet on disk while the drawings are
 * rendered (the first minutes of a first start): an SVG of the shape the folder's drawings share.
 */
export const DEMO_IMAGE_PLACEHOLDERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DEMO_IMAGE_FOLDERS).map(([folder, aspect]) => [folder, placeholderSvg(aspect)]),
);
