import type { ArticleArt } from './illustrations/article-image.js';
import type { MetalName, StoneName } from './illustrations/palette.js';
import type { EventScene, Mood } from './illustrations/scenes.js';

// The demo boutique's data, in French: what a refined Tunisian jewellery shop would sell.
// Prices are in millimes (1 DT = 1000 millimes).

export const SEXES = ['Femme', 'Homme', 'Unisexe', 'Enfant'] as const;
export type SexType = (typeof SEXES)[number];

export const COLOURS = [
  { nom: 'Or jaune', code_hexadecimal: '#D4AF37', material: { metal: 'gold' } },
  { nom: 'Or rose', code_hexadecimal: '#B76E79', material: { metal: 'roseGold' } },
  { nom: 'Argent', code_hexadecimal: '#C0C0C0', material: { metal: 'silver' } },
  { nom: 'Platine', code_hexadecimal: '#E5E4E2', material: { metal: 'platinum' } },
  { nom: 'Noir', code_hexadecimal: '#1C1C1C', material: { stone: 'onyx' } },
  { nom: 'Perle', code_hexadecimal: '#F0EAD6', material: { stone: 'pearl' } },
  { nom: 'Émeraude', code_hexadecimal: '#50C878', material: { stone: 'emerald' } },
  { nom: 'Saphir', code_hexadecimal: '#0F52BA', material: { stone: 'sapphire' } },
  { nom: 'Rubis', code_hexadecimal: '#9B111E', material: { stone: 'ruby' } },
  { nom: 'Turquoise', code_hexadecimal: '#40E0D0', material: { stone: 'turquoise' } },
  { nom: 'Corail', code_hexadecimal: '#FF7F50', material: { stone: 'coral' } },
] as const satisfies ReadonlyArray<{
  nom: string;
  code_hexadecimal: string;
  material: { metal: MetalName } | { stone: StoneName };
}>;
export type ColourName = (typeof COLOURS)[number]['nom'];

export const RING_SIZES = ['48', '50', '52', '54', '56', '58', '60'] as const;
export const BRACELET_SIZES = ['S', 'M', 'L'] as const;
export const ONE_SIZE = 'Taille unique';
/** Every size, in display order (the `position` column). */
export const SIZES = [...RING_SIZES, ...BRACELET_SIZES, ONE_SIZE] as const;
export type SizeName = (typeof SIZES)[number];

export const CATEGORIES = [
  {
    nom: 'Bagues',
    description: 'Solitaires, alliances et chevalières en argent 925 et plaqué or, du quotidien aux grands jours.',
    subCategories: [
      { nom: 'Solitaires', description: 'Une pierre unique sertie avec soin : la bague des promesses et des grandes occasions.' },
      { nom: 'Alliances', description: 'Des anneaux lisses, martelés ou pavés, à porter seuls ou à accumuler.' },
      { nom: 'Chevalières', description: "La bague de caractère, gravée ou ornée d'une pierre, pour elle comme pour lui." },
    ],
  },
  {
    nom: 'Colliers',
    description: 'Pendentifs, sautoirs et ras-de-cou pour habiller chaque décolleté.',
    subCategories: [
      { nom: 'Pendentifs', description: 'Un motif qui raconte une histoire, suspendu à une chaîne fine.' },
      { nom: 'Sautoirs', description: 'Des colliers longs qui se portent simples, doublés ou noués.' },
      { nom: 'Ras-de-cou', description: 'Des colliers courts qui soulignent la ligne du cou.' },
    ],
  },
  {
    nom: 'Bracelets',
    description: 'Joncs, chaînes et manchettes, à porter seuls ou en accumulation.',
    subCategories: [
      { nom: 'Joncs', description: 'Des bracelets rigides aux lignes pures.' },
      { nom: 'Chaînes', description: 'Des bracelets souples, ornés de breloques, de perles ou de pierres.' },
      { nom: 'Manchettes', description: "Des bracelets larges et ciselés, signature de l'artisanat tunisien." },
    ],
  },
  {
    nom: "Boucles d'oreilles",
    description: 'Créoles, puces et pendantes pour illuminer le visage.',
    subCategories: [
      { nom: 'Créoles', description: "L'anneau intemporel, du plus fin au plus généreux." },
      { nom: 'Puces', description: 'Des boucles discrètes, à porter tous les jours.' },
      { nom: 'Pendantes', description: 'Des boucles qui bougent avec vous et captent la lumière.' },
    ],
  },
  {
    nom: 'Accessoires',
    description: 'Montres, broches, pinces à cheveux et boutons de manchette pour parfaire une tenue.',
    subCategories: [
      { nom: 'Montres', description: 'Des montres élégantes à mouvement quartz, bracelets cuir ou maille milanaise.' },
      { nom: 'Broches', description: 'Le bijou qui signe une veste, un foulard ou un sefseri.' },
      { nom: 'Pinces à cheveux', description: 'Barrettes et pinces précieuses pour les coiffures de fête comme du quotidien.' },
      { nom: 'Boutons de manchette', description: 'La touche finale des chemises de cérémonie.' },
    ],
  },
] as const;
export type SubCategoryName = (typeof CATEGORIES)[number]['subCategories'][number]['nom'];

export const COLLECTIONS = [
  {
    nom: 'Médina',
    mood: 'medina',
    description:
      'Inspirée des souks de la médina de Tunis : or martelé, motifs de zellige et la khomsa porte-bonheur, façonnés comme chez les orfèvres du souk El Berka.',
  },
  {
    nom: 'Jasmin de Carthage',
    mood: 'jasmin',
    description:
      "Perles d'eau douce et or rose autour de la fleur de jasmin, le mechmoum que l'on offre en signe d'affection les soirs d'été.",
  },
  {
    nom: 'Sidi Bou Saïd',
    mood: 'sidiBouSaid',
    description: 'Le bleu des portes cloutées et le blanc des murs du village perché : argent rhodié, saphirs et turquoises.',
  },
  {
    nom: 'Nuit du Sahara',
    mood: 'sahara',
    description: "Or, onyx et croissants de lune pour les nuits étoilées sur les dunes de Douz : des bijoux du soir, profonds et lumineux.",
  },
  {
    nom: 'Corail de Tabarka',
    mood: 'tabarka',
    description: 'Le corail rouge de la côte de Tabarka, serti d’or jaune, pour garder un peu de Méditerranée sur soi.',
  },
  {
    nom: 'Essentiel',
    mood: 'essentiel',
    description: 'Des basiques raffinés en argent 925 et plaqué or, à porter chaque jour et à accumuler sans compter.',
  },
] as const satisfies ReadonlyArray<{ nom: string; mood: Mood; description: string }>;
export type CollectionName = (typeof COLLECTIONS)[number]['nom'];

export interface ArticleSeed {
  nom: string;
  sub: SubCategoryName;
  sex: SexType;
  collection?: CollectionName;
  /** The first colour that is a metal gives the piece its metal; stones follow in order. */
  colours: readonly ColourName[];
  /** In millimes. */
  prix: number;
  art: ArticleArt;
  /** The description's first sentence: what the piece is and what it is made of. */
  about: string;
}

const A = (
  nom: string,
  sub: SubCategoryName,
  sex: SexType,
  collection: CollectionName | undefined,
  colours: readonly ColourName[],
  prix: number,
  art: ArticleArt,
  about: string,
): ArticleSeed => ({ nom, sub, sex, colours, prix, art, about, ...(collection ? { collection } : {}) });

export const ARTICLES: readonly ArticleSeed[] = [
  // ── Bagues ──
  A('Solitaire Éclat argent', 'Solitaires', 'Femme', 'Essentiel', ['Argent'], 89_900, { kind: 'ring', style: 'solitaire' }, "Un solitaire en argent 925 rhodié, serti quatre griffes d'un oxyde de zirconium taille brillant."),
  A('Bague Jasmin or rose', 'Solitaires', 'Femme', 'Jasmin de Carthage', ['Or rose', 'Perle'], 119_000, { kind: 'ring', style: 'flower' }, "Une fleur de jasmin en perles d'eau douce autour d'un cœur de zirconium, sur un anneau en argent plaqué or rose."),
  A('Solitaire Saphir de Sidi Bou Saïd', 'Solitaires', 'Femme', 'Sidi Bou Saïd', ['Argent', 'Saphir'], 159_000, { kind: 'ring', style: 'solitaire' }, "Un saphir de synthèse d'un bleu profond, serti quatre griffes sur un anneau fin en argent 925."),
  A('Bague Émeraude de Carthage', 'Solitaires', 'Femme', undefined, ['Or jaune', 'Émeraude'], 245_000, { kind: 'ring', style: 'emeraldCut' }, "Une pierre verte taille émeraude tenue par quatre griffes, sur un anneau en argent plaqué or jaune 18 carats."),
  A('Solitaire Rubis Nuit du Sahara', 'Solitaires', 'Femme', 'Nuit du Sahara', ['Or jaune', 'Rubis'], 189_000, { kind: 'ring', style: 'solitaire' }, 'Un rubis de synthèse couleur grenade, serti griffes sur un anneau en argent plaqué or jaune.'),
  A("Bague Perle d'eau douce", 'Solitaires', 'Femme', 'Jasmin de Carthage', ['Or jaune', 'Perle'], 69_900, { kind: 'ring', style: 'pearl' }, "Une perle d'eau douce ronde et lumineuse, posée sur une coupelle en argent plaqué or jaune."),
  A('Solitaire Platine Lumière', 'Solitaires', 'Femme', undefined, ['Platine'], 219_000, { kind: 'ring', style: 'solitaire' }, "Un large zirconium taille brillant sur un anneau en argent 925 au fini platine, d'un blanc froid et lumineux."),
  A('Alliance Essentielle or jaune', 'Alliances', 'Unisexe', 'Essentiel', ['Or jaune'], 119_000, { kind: 'ring', style: 'band' }, 'Un anneau demi-jonc en argent 925 plaqué or jaune 18 carats, poli miroir.'),
  A('Alliance Infinie argent', 'Alliances', 'Femme', undefined, ['Argent'], 79_900, { kind: 'ring', style: 'pave' }, "Une demi-alliance en argent 925 rhodié, pavée d'une ligne de zirconiums qui accroche la lumière."),
  A('Alliance Médina martelée', 'Alliances', 'Unisexe', 'Médina', ['Or jaune'], 135_000, { kind: 'ring', style: 'hammered' }, "Un anneau large en argent plaqué or jaune, martelé à la main comme les plateaux de cuivre du souk."),
  A('Alliances Duo platine et or', 'Alliances', 'Unisexe', undefined, ['Platine', 'Or jaune'], 210_000, { kind: 'ring', style: 'duo' }, 'Deux anneaux entrelacés, l’un au fini platine, l’autre plaqué or jaune, vendus ensemble.'),
  A('Alliance Or rose pavée', 'Alliances', 'Femme', 'Jasmin de Carthage', ['Or rose'], 149_000, { kind: 'ring', style: 'pave' }, "Une alliance en argent plaqué or rose, pavée de zirconiums sur tout le dessus de l'anneau."),
  A('Alliance Sidi Bou Saïd', 'Alliances', 'Femme', 'Sidi Bou Saïd', ['Argent', 'Saphir'], 95_000, { kind: 'ring', style: 'channel' }, "Un anneau en argent 925 serti en rail de cinq saphirs de synthèse, bleus comme les portes du village."),
  A('Chevalière Onyx Nuit du Sahara', 'Chevalières', 'Homme', 'Nuit du Sahara', ['Or jaune', 'Noir'], 175_000, { kind: 'ring', style: 'signetInlay' }, "Une chevalière en argent plaqué or jaune, ornée d'un plateau d'onyx noir poli."),
  A('Chevalière Étoile de Kairouan', 'Chevalières', 'Homme', 'Médina', ['Argent'], 129_000, { kind: 'ring', style: 'signetStar' }, "Une chevalière en argent 925 massif, gravée de l'étoile à huit branches des plafonds de Kairouan."),
  A('Chevalière Carthage or jaune', 'Chevalières', 'Homme', undefined, ['Or jaune'], 229_000, { kind: 'ring', style: 'signet' }, 'Une chevalière ovale en argent plaqué or jaune, au plateau lisse prêt à recevoir vos initiales.'),
  A('Chevalière Saphir argent', 'Chevalières', 'Unisexe', 'Sidi Bou Saïd', ['Argent', 'Saphir'], 149_000, { kind: 'ring', style: 'signetInlay' }, 'Une chevalière en argent 925 sertie clos d’une pierre bleu nuit polie en cabochon.'),
  A('Petite chevalière Étoile', 'Chevalières', 'Enfant', undefined, ['Argent'], 39_900, { kind: 'ring', style: 'signetStar' }, "Une petite chevalière en argent 925 gravée d'une étoile, à la taille des doigts d'enfant."),
  // ── Colliers ──
  A('Pendentif Khomsa or jaune', 'Pendentifs', 'Femme', 'Médina', ['Or jaune', 'Turquoise'], 98_000, { kind: 'necklace', style: 'khomsa' }, "Une khomsa porte-bonheur en argent plaqué or jaune, ornée d'une turquoise et d'un filet de granulation."),
  A('Pendentif Goutte de Saphir', 'Pendentifs', 'Femme', 'Sidi Bou Saïd', ['Argent', 'Saphir'], 115_000, { kind: 'necklace', style: 'drop' }, 'Une goutte de saphir de synthèse suspendue à une chaîne forçat en argent 925.'),
  A('Pendentif Perle de Jasmin', 'Pendentifs', 'Femme', 'Jasmin de Carthage', ['Or rose', 'Perle'], 72_900, { kind: 'necklace', style: 'pearl' }, "Une perle d'eau douce coiffée d'une calotte en argent plaqué or rose, sur une chaîne fine."),
  A('Médaille Croissant de lune', 'Pendentifs', 'Femme', 'Nuit du Sahara', ['Or jaune'], 84_000, { kind: 'necklace', style: 'crescent' }, "Un croissant de lune et son étoile en argent plaqué or jaune, sur une chaîne forçat de 45 cm."),
  A('Pendentif Corail de Tabarka', 'Pendentifs', 'Femme', 'Corail de Tabarka', ['Or jaune', 'Corail'], 129_000, { kind: 'necklace', style: 'cabochon' }, "Un cabochon de corail rouge serti clos dans un entourage perlé en argent plaqué or jaune."),
  A('Médaille Étoile Enfant', 'Pendentifs', 'Enfant', undefined, ['Argent'], 35_000, { kind: 'necklace', style: 'medal' }, "Une médaille ronde en argent 925 gravée d'une étoile, sur une chaîne de 38 cm."),
  A('Pendentif Émeraude Halo', 'Pendentifs', 'Femme', undefined, ['Or jaune', 'Émeraude'], 189_000, { kind: 'necklace', style: 'halo' }, "Une pierre verte taille émeraude entourée d'un halo de zirconiums, en argent plaqué or jaune."),
  A('Pendentif Plaque gravée homme', 'Pendentifs', 'Homme', undefined, ['Argent', 'Noir'], 69_000, { kind: 'necklace', style: 'tag' }, "Une plaque rectangulaire en argent 925 incrustée d'onyx noir, sur une chaîne de 55 cm."),
  A('Sautoir Perles de Carthage', 'Sautoirs', 'Femme', 'Jasmin de Carthage', ['Or jaune', 'Perle'], 165_000, { kind: 'necklace', style: 'pearlStations' }, "Un sautoir de 90 cm en argent plaqué or jaune, ponctué de perles d'eau douce."),
  A('Sautoir Pompon Médina', 'Sautoirs', 'Femme', 'Médina', ['Or rose', 'Turquoise'], 119_000, { kind: 'necklace', style: 'tassel' }, "Un sautoir en argent plaqué or rose terminé par un pompon de fils dorés et une perle de turquoise."),
  A('Sautoir Nuit du Sahara', 'Sautoirs', 'Femme', 'Nuit du Sahara', ['Or jaune', 'Noir'], 139_000, { kind: 'necklace', style: 'beadStations' }, "Un long collier en argent plaqué or jaune rythmé de perles d'onyx et d'une médaille ronde."),
  A('Sautoir Essentiel argent', 'Sautoirs', 'Unisexe', 'Essentiel', ['Argent'], 59_900, { kind: 'necklace', style: 'longDisc' }, 'Une chaîne longue en argent 925 et sa petite pastille polie, à porter doublée ou nouée.'),
  A('Sautoir Corail', 'Sautoirs', 'Femme', 'Corail de Tabarka', ['Or jaune', 'Corail'], 149_000, { kind: 'necklace', style: 'coralBeads' }, 'Un sautoir en argent plaqué or jaune ponctué de perles de corail rouge de Tabarka.'),
  A("Ras-de-cou Perles d'eau douce", 'Ras-de-cou', 'Femme', 'Jasmin de Carthage', ['Perle', 'Or jaune'], 135_000, { kind: 'necklace', style: 'pearlStrand' }, "Un rang de perles d'eau douce choisies une à une, fermoir en argent plaqué or jaune."),
  A('Ras-de-cou Serpent or jaune', 'Ras-de-cou', 'Femme', 'Essentiel', ['Or jaune'], 89_000, { kind: 'necklace', style: 'snake' }, 'Une maille serpent souple et brillante en argent plaqué or jaune, qui épouse le cou.'),
  A('Ras-de-cou Turquoise Sidi Bou Saïd', 'Ras-de-cou', 'Femme', 'Sidi Bou Saïd', ['Argent', 'Turquoise'], 99_000, { kind: 'necklace', style: 'turquoiseStations' }, 'Une chaîne en argent 925 ponctuée de turquoises naturelles polies.'),
  A('Ras-de-cou Rivière argent', 'Ras-de-cou', 'Femme', undefined, ['Argent'], 145_000, { kind: 'necklace', style: 'riviere' }, "Une rivière de zirconiums sertis clos en argent 925 rhodié, pour les soirées habillées."),
  A('Ras-de-cou Onyx', 'Ras-de-cou', 'Unisexe', 'Nuit du Sahara', ['Noir', 'Or jaune'], 79_000, { kind: 'necklace', style: 'onyxBeads' }, "Un rang de perles d'onyx noir mat et brillant, fermoir en argent plaqué or jaune."),
  // ── Bracelets ──
  A('Jonc Médina martelé', 'Joncs', 'Unisexe', 'Médina', ['Or jaune'], 95_000, { kind: 'bracelet', style: 'hammeredBangle' }, "Un jonc en laiton doré à l'or fin, martelé à la main par un artisan du souk des dinandiers."),
  A('Jonc Essentiel argent', 'Joncs', 'Unisexe', 'Essentiel', ['Argent'], 49_900, { kind: 'bracelet', style: 'bangle' }, 'Un jonc fin en argent 925 poli miroir, à accumuler sans modération.'),
  A('Jonc Jasmin or rose', 'Joncs', 'Femme', 'Jasmin de Carthage', ['Or rose', 'Perle'], 110_000, { kind: 'bracelet', style: 'pearlBangle' }, "Un jonc en argent plaqué or rose orné d'une perle d'eau douce."),
  A('Jonc Nuit du Sahara', 'Joncs', 'Femme', 'Nuit du Sahara', ['Or jaune', 'Noir'], 125_000, { kind: 'bracelet', style: 'enamelBangle' }, "Un jonc en argent plaqué or jaune cerclé d'un filet d'émail noir."),
  A('Jonc ouvert Corail', 'Joncs', 'Femme', 'Corail de Tabarka', ['Or jaune', 'Corail'], 118_000, { kind: 'bracelet', style: 'openBangle' }, 'Un jonc ouvert en argent plaqué or jaune, terminé par deux perles de corail rouge.'),
  A('Jonc Bébé argent', 'Joncs', 'Enfant', undefined, ['Argent'], 39_000, { kind: 'bracelet', style: 'bangle' }, 'Un petit jonc en argent 925 aux bords arrondis, pour les poignets des tout-petits.'),
  A('Bracelet chaîne Étoile', 'Chaînes', 'Femme', 'Essentiel', ['Or jaune'], 45_000, { kind: 'bracelet', style: 'charmStar' }, "Une chaîne forçat fine en argent plaqué or jaune et sa breloque étoile."),
  A('Gourmette homme argent', 'Chaînes', 'Homme', undefined, ['Argent'], 119_000, { kind: 'bracelet', style: 'curbPlate' }, 'Une gourmette à maille large en argent 925 massif, avec sa plaque à graver.'),
  A('Gourmette bébé gravable', 'Chaînes', 'Enfant', undefined, ['Or jaune'], 55_000, { kind: 'bracelet', style: 'curbPlate' }, 'Une gourmette de naissance en argent plaqué or jaune, plaque prête à recevoir un prénom.'),
  A('Bracelet Perles de Tabarka', 'Chaînes', 'Femme', 'Corail de Tabarka', ['Or rose', 'Corail'], 69_900, { kind: 'bracelet', style: 'beadChain' }, 'Une chaîne fine en argent plaqué or rose ponctuée de perles de corail.'),
  A('Bracelet Sidi Bou Saïd', 'Chaînes', 'Femme', 'Sidi Bou Saïd', ['Argent', 'Saphir', 'Turquoise'], 75_000, { kind: 'bracelet', style: 'stoneChain' }, 'Une chaîne en argent 925 où alternent saphirs de synthèse et turquoises.'),
  A('Bracelet Khomsa', 'Chaînes', 'Unisexe', 'Médina', ['Or jaune'], 62_000, { kind: 'bracelet', style: 'charmKhomsa' }, 'Une chaîne en argent plaqué or jaune et sa breloque khomsa, pour éloigner le mauvais œil.'),
  A('Manchette Médina ciselée', 'Manchettes', 'Femme', 'Médina', ['Argent'], 185_000, { kind: 'bracelet', style: 'engravedCuff' }, "Une manchette en argent 925 ciselée d'un treillis inspiré des zelliges du palais du Bardo."),
  A('Manchette Nuit du Sahara', 'Manchettes', 'Femme', 'Nuit du Sahara', ['Or jaune', 'Noir'], 210_000, { kind: 'bracelet', style: 'enamelCuff' }, "Une manchette large en laiton doré à l'or fin, traversée d'une bande d'émail noir."),
  A('Manchette Turquoise de Djerba', 'Manchettes', 'Femme', undefined, ['Argent', 'Turquoise'], 239_000, { kind: 'bracelet', style: 'turquoiseCuff' }, 'Une manchette en argent 925 ciselée, sertie de trois turquoises naturelles en cabochon.'),
  A('Manchette Essentielle or rose', 'Manchettes', 'Femme', 'Essentiel', ['Or rose'], 129_000, { kind: 'bracelet', style: 'plainCuff' }, 'Une manchette lisse en laiton plaqué or rose, au poli satiné.'),
  A('Manchette homme cuir noir', 'Manchettes', 'Homme', undefined, ['Noir', 'Argent'], 89_000, { kind: 'bracelet', style: 'leatherCuff' }, "Une manchette en cuir de vachette noir surpiqué, ornée d'une plaque en acier."),
  // ── Boucles d'oreilles ──
  A('Créoles Médina argent', 'Créoles', 'Femme', 'Médina', ['Argent'], 59_900, { kind: 'earrings', style: 'hoopTextured' }, 'Des créoles en argent 925 torsadées, comme les fils des passementiers de la médina.'),
  A('Créoles Essentielles or jaune', 'Créoles', 'Femme', 'Essentiel', ['Or jaune'], 49_000, { kind: 'earrings', style: 'hoop' }, 'Des créoles de 3 cm en argent plaqué or jaune, légères et faciles à porter.'),
  A('Créoles Jasmin perlées', 'Créoles', 'Femme', 'Jasmin de Carthage', ['Or rose', 'Perle'], 79_000, { kind: 'earrings', style: 'hoopPearl' }, "Des créoles en argent plaqué or rose d'où pend une perle d'eau douce."),
  A('Grandes créoles Nuit du Sahara', 'Créoles', 'Femme', 'Nuit du Sahara', ['Or jaune'], 89_000, { kind: 'earrings', style: 'hoopLarge' }, 'Des créoles de 5 cm en argent plaqué or jaune, au profil fin et brillant.'),
  A('Créoles Corail de Tabarka', 'Créoles', 'Femme', 'Corail de Tabarka', ['Or jaune', 'Corail'], 92_000, { kind: 'earrings', style: 'hoopCoral' }, "Des créoles en argent plaqué or jaune et leur pampille de corail rouge."),
  A('Mini créoles Enfant', 'Créoles', 'Enfant', undefined, ['Argent'], 29_900, { kind: 'earrings', style: 'hoopSmall' }, 'Des mini créoles en argent 925 à fermoir sécurisé, pensées pour les enfants.'),
  A("Puces Perle d'eau douce", 'Puces', 'Femme', 'Jasmin de Carthage', ['Or jaune', 'Perle'], 35_000, { kind: 'earrings', style: 'studPearl' }, "Des puces ornées d'une perle d'eau douce de 8 mm, tige en argent plaqué or jaune."),
  A('Puces Étoile argent', 'Puces', 'Unisexe', 'Essentiel', ['Argent'], 25_000, { kind: 'earrings', style: 'studStar' }, "Des puces étoile à huit branches en argent 925 poli."),
  A('Puces Saphir de Sidi Bou Saïd', 'Puces', 'Femme', 'Sidi Bou Saïd', ['Argent', 'Saphir'], 65_000, { kind: 'earrings', style: 'studStone' }, 'Des puces en argent 925 serties d’un saphir de synthèse taille brillant.'),
  A('Puces Émeraude', 'Puces', 'Femme', undefined, ['Or jaune', 'Émeraude'], 89_000, { kind: 'earrings', style: 'studStone' }, "Des puces en argent plaqué or jaune serties d'une pierre verte taille brillant."),
  A('Puces Fleurette Enfant', 'Puces', 'Enfant', undefined, ['Or rose'], 17_900, { kind: 'earrings', style: 'studFlower' }, 'De petites fleurs en argent plaqué or rose au cœur de zirconium, à fermoir vissé.'),
  A('Puces Onyx homme', 'Puces', 'Homme', 'Nuit du Sahara', ['Noir', 'Argent'], 29_000, { kind: 'earrings', style: 'studOnyx' }, "Des puces carrées en argent 925 serties d'onyx noir."),
  A('Pendantes Goutte de Rubis', 'Pendantes', 'Femme', 'Nuit du Sahara', ['Or jaune', 'Rubis'], 119_000, { kind: 'earrings', style: 'dropStone' }, 'Des pendantes en argent plaqué or jaune et leur goutte de rubis de synthèse.'),
  A('Pendantes Perles de Carthage', 'Pendantes', 'Femme', 'Jasmin de Carthage', ['Or jaune', 'Perle'], 95_000, { kind: 'earrings', style: 'dropPearl' }, "Des pendantes en argent plaqué or jaune d'où tombe une perle d'eau douce."),
  A('Pendantes Turquoise Sidi Bou Saïd', 'Pendantes', 'Femme', 'Sidi Bou Saïd', ['Argent', 'Turquoise'], 85_000, { kind: 'earrings', style: 'dropTurquoise' }, "Des pendantes en argent 925 et leur turquoise ovale dans un entourage perlé."),
  A('Pendantes Croissant doré', 'Pendantes', 'Femme', 'Nuit du Sahara', ['Or jaune'], 75_000, { kind: 'earrings', style: 'dropCrescent' }, 'Des croissants de lune en argent plaqué or jaune, suspendus à un crochet fin.'),
  A('Pendantes Pompon Médina', 'Pendantes', 'Femme', 'Médina', ['Or jaune', 'Turquoise'], 65_000, { kind: 'earrings', style: 'dropTassel' }, 'Des pendantes à pompon de fils dorés, coiffées d’une perle de turquoise.'),
  A('Pendantes Émeraude Chandelier', 'Pendantes', 'Femme', undefined, ['Or jaune', 'Émeraude'], 159_000, { kind: 'earrings', style: 'chandelier' }, 'Des boucles chandelier en argent plaqué or jaune et leurs trois gouttes vertes.'),
  // ── Accessoires ──
  A('Montre Carthage cuir noir', 'Montres', 'Femme', undefined, ['Or jaune', 'Noir'], 245_000, { kind: 'watch', style: 'classicLeather' }, "Une montre au boîtier doré de 34 mm, cadran ivoire et bracelet en cuir noir surpiqué."),
  A('Montre Sidi Bou Saïd cadran bleu', 'Montres', 'Unisexe', 'Sidi Bou Saïd', ['Argent', 'Saphir'], 279_000, { kind: 'watch', style: 'blueMesh' }, 'Une montre en acier au cadran bleu soleillé, sur bracelet maille milanaise.'),
  A('Montre Homme Sahara', 'Montres', 'Homme', 'Nuit du Sahara', ['Or jaune', 'Noir'], 459_000, { kind: 'watch', style: 'blackLinks' }, "Une montre de 40 mm en acier doré, cadran noir et bracelet à maillons."),
  A('Montre Nacre or rose', 'Montres', 'Femme', 'Jasmin de Carthage', ['Or rose', 'Perle'], 299_000, { kind: 'watch', style: 'nacreMesh' }, 'Une montre au cadran de nacre irisée, boîtier et maille milanaise couleur or rose.'),
  A('Montre Essentielle dorée', 'Montres', 'Unisexe', 'Essentiel', ['Or jaune'], 189_000, { kind: 'watch', style: 'essentialMesh' }, 'Une montre épurée au cadran champagne, boîtier et maille milanaise dorés.'),
  A('Montre Enfant Turquoise', 'Montres', 'Enfant', undefined, ['Argent', 'Turquoise'], 59_900, { kind: 'watch', style: 'kidsLeather' }, "Une montre d'apprentissage au cadran lisible et au bracelet en cuir turquoise."),
  A('Broche Jasmin de Carthage', 'Broches', 'Femme', 'Jasmin de Carthage', ['Or jaune', 'Perle'], 89_000, { kind: 'brooch', style: 'jasmine' }, "Une fleur de jasmin aux pétales émaillés blancs, cerclés d'or, et son cœur de zirconium."),
  A("Broche Branche d'olivier", 'Broches', 'Unisexe', undefined, ['Or jaune', 'Perle'], 109_000, { kind: 'brooch', style: 'olive' }, "Une branche d'olivier en argent plaqué or jaune dont les olives sont des perles d'eau douce."),
  A('Broche Croissant et étoile', 'Broches', 'Femme', 'Nuit du Sahara', ['Argent', 'Rubis'], 79_000, { kind: 'brooch', style: 'crescentStar' }, "Un croissant de lune pavé de zirconiums et son étoile au cœur rouge, en argent 925."),
  A('Broche Corail de Tabarka', 'Broches', 'Femme', 'Corail de Tabarka', ['Corail', 'Or jaune'], 99_000, { kind: 'brooch', style: 'coral' }, "Une branche de corail rouge coiffée d'une monture en argent plaqué or jaune."),
  A('Barrettes Perles de Jasmin', 'Pinces à cheveux', 'Femme', 'Jasmin de Carthage', ['Or jaune', 'Perle'], 39_900, { kind: 'hairClip', style: 'pearlBar' }, "Deux barrettes en métal doré alignant neuf perles d'eau douce."),
  A('Pinces Médina dorées', 'Pinces à cheveux', 'Femme', 'Médina', ['Or jaune'], 29_900, { kind: 'hairClip', style: 'hammered' }, 'Deux pinces en laiton doré martelé, en forme de feuille allongée.'),
  A('Barrettes Étoiles Enfant', 'Pinces à cheveux', 'Enfant', undefined, ['Argent'], 19_900, { kind: 'hairClip', style: 'stars' }, "Deux barrettes argentées ornées d'étoiles, sans nickel."),
  A('Barrettes Nacre et cristal', 'Pinces à cheveux', 'Femme', undefined, ['Argent', 'Perle'], 34_900, { kind: 'hairClip', style: 'nacre' }, "Deux barrettes de nacre cerclées de métal argenté et semées de cristaux."),
  A('Boutons de manchette Onyx', 'Boutons de manchette', 'Homme', 'Nuit du Sahara', ['Or jaune', 'Noir'], 89_000, { kind: 'cufflinks', style: 'onyx' }, "Des boutons de manchette carrés en argent plaqué or jaune, incrustés d'onyx noir."),
  A('Boutons de manchette Étoile de Kairouan', 'Boutons de manchette', 'Homme', 'Médina', ['Or rose'], 99_000, { kind: 'cufflinks', style: 'star' }, "Des boutons de manchette ronds en argent plaqué or rose, gravés de l'étoile à huit branches."),
  A('Boutons de manchette Saphir', 'Boutons de manchette', 'Homme', 'Sidi Bou Saïd', ['Argent', 'Saphir'], 110_000, { kind: 'cufflinks', style: 'sapphire' }, 'Des boutons de manchette en argent 925 sertis d’un saphir de synthèse taille brillant.'),
];

/** The second sentence: how the piece is made or worn, by kind of piece. */
export const CARE_SENTENCES: Record<ArticleArt['kind'], readonly string[]> = {
  ring: [
    "Disponible du 48 au 60 ; en cas de doute, l'échange de taille est gratuit en boutique.",
    'Finition polie miroir, contrôlée et lustrée à la main dans notre atelier de Tunis.',
    "Sans nickel et protégée d'un vernis anti-ternissement, elle se porte tous les jours.",
  ],
  necklace: [
    'Chaîne réglable grâce à une rallonge de 5 cm, fermoir mousqueton.',
    'Finition polie à la main, sans nickel, protégée contre le ternissement.',
    "Se porte seul ou en accumulation avec nos chaînes fines.",
  ],
  bracelet: [
    "Disponible en plusieurs tours de poignet ; l'échange est gratuit en boutique.",
    'Finition polie à la main, sans nickel, protégée contre le ternissement.',
    'À porter seul ou à accumuler avec nos joncs et chaînes.',
  ],
  earrings: [
    'Fermoirs en argent 925, confortables du matin au soir.',
    'Légères et sans nickel, adaptées aux oreilles sensibles.',
    'Finition polie à la main, protégée contre le ternissement.',
  ],
  watch: [
    'Mouvement quartz japonais, verre minéral, étanche 3 ATM ; garantie deux ans.',
    'Mouvement quartz, boîtier en acier inoxydable, étanche 3 ATM.',
  ],
  brooch: [
    "Fermoir à aiguille sécurisé, pour un foulard, une veste ou un sefseri.",
    'Pièce assemblée et émaillée à la main, en petite série.',
  ],
  hairClip: ['Fermoir pression qui tient sans abîmer les cheveux.', 'Métal sans nickel, finitions polies à la main.'],
  cufflinks: ['Fermoir à bascule en argent 925, facile à mettre.', 'Finition polie à la main, contrôlée pièce par pièce.'],
};

/** The third sentence: the gift idea. */
export const GIFT_SENTENCES = [
  'Livré dans son écrin en velours, prêt à offrir.',
  "Une idée cadeau pour un anniversaire, l'Aïd ou la fête des mères.",
  'Un cadeau qui accompagne les grandes occasions comme les petits bonheurs.',
  'Gravure offerte en boutique sur simple demande.',
  'Emballage cadeau et mot personnalisé offerts.',
] as const;

export const EVENTS = [
  {
    nomevent: 'Soirée de lancement — Jasmin de Carthage',
    description:
      "Découvrez en avant-première la collection Jasmin de Carthage lors d'une soirée à la boutique, autour d'un thé à la menthe et de pâtisseries. Places limitées : inscription sur notre page Instagram.",
    link: 'https://www.instagram.com/vitrine.bijoux/',
    scene: 'launchEvening',
  },
  {
    nomevent: "Ventes privées d'hiver",
    description:
      "Jusqu'à −30 % sur une sélection de bijoux pendant une semaine, en boutique et en ligne. Les pièces concernées sont annoncées chaque matin sur notre page Facebook.",
    link: 'https://www.facebook.com/vitrine.bijoux',
    scene: 'privateSale',
  },
  {
    nomevent: 'Atelier gravure offerte',
    description:
      'Chaque samedi de décembre, nos artisans gravent gratuitement vos initiales sur les chevalières, médailles et gourmettes achetées chez nous.',
    link: 'https://www.instagram.com/vitrine.bijoux/',
    scene: 'engravingWorkshop',
  },
  {
    nomevent: 'Marché des créateurs de Sidi Bou Saïd',
    description:
      'Retrouvez-nous le premier week-end du mois au marché des créateurs de Sidi Bou Saïd : pièces uniques et nouveautés de la collection Sidi Bou Saïd.',
    link: 'https://www.facebook.com/vitrine.bijoux/events',
    scene: 'craftMarket',
  },
] as const satisfies ReadonlyArray<{ nomevent: string; description: string; link: string; scene: EventScene }>;

type SiteImageSeed =
  | { kind: 'hero'; nom: string; mood: Mood }
  | { kind: 'banner'; nom: string; category: 'rings' | 'necklaces' | 'earrings' }
  | { kind: 'social'; nom: string; tile: number };

/** Site images by position (0–11); `nom` is the image's alternative text. */
export const SITE_IMAGES: readonly SiteImageSeed[] = [
  { kind: 'hero', mood: 'jasmin', nom: "Rang de perles et broche jasmin posés parmi des fleurs de jasmin — collection Jasmin de Carthage" },
  { kind: 'hero', mood: 'sidiBouSaid', nom: 'Bagues en argent et saphir devant une porte bleue de Sidi Bou Saïd' },
  { kind: 'hero', mood: 'sahara', nom: 'Joncs dorés sur les dunes sous un croissant de lune — collection Nuit du Sahara' },
  { kind: 'banner', category: 'rings', nom: 'Bagues : solitaire en or sur un socle en travertin' },
  { kind: 'banner', category: 'necklaces', nom: "Colliers : pendentif goutte d'émeraude sur un buste en velours" },
  { kind: 'banner', category: 'earrings', nom: "Boucles d'oreilles : pendantes perles suspendues à une barre dorée" },
  { kind: 'social', tile: 0, nom: 'Créoles dorées torsadées et fleurs de jasmin sur du lin' },
  { kind: 'social', tile: 1, nom: 'Trois bagues alignées sur du marbre blanc' },
  { kind: 'social', tile: 2, nom: 'Montre nacre et jonc perle sur un ruban de soie' },
  { kind: 'social', tile: 3, nom: 'Pendentif corail, branche de corail et coquillages sur le sable' },
  { kind: 'social', tile: 4, nom: 'Barrettes perles posées sur un ruban de soie' },
  { kind: 'social', tile: 5, nom: 'Manchette turquoise sur un carreau de zellige' },
];

export const DEMO_CLIENT_CODE = 'CL-DEMO01';

export const CLIENTS = [
  {
    code_client: DEMO_CLIENT_CODE,
    nom: 'Ben Salah',
    prenom: 'Yasmine',
    region: 'Tunis',
    adresse: '12 rue de Marseille',
    numero_telephone: '22123456',
    code_postal: '1001',
    adresse_mail: 'demo@vitrine.tn',
  },
  {
    code_client: 'CL-K7M2Q9',
    nom: 'Trabelsi',
    prenom: 'Mehdi',
    region: 'Sfax',
    adresse: '45 avenue Habib Bourguiba',
    numero_telephone: '98452310',
    code_postal: '3000',
    adresse_mail: 'mehdi.trabelsi@example.com',
  },
  {
    code_client: 'CL-R4T8B2',
    nom: 'Gharbi',
    prenom: 'Amira',
    region: 'Sousse',
    adresse: '8 rue Ali Belhouane',
    numero_telephone: '55217843',
    code_postal: '4000',
    adresse_mail: 'amira.gharbi@example.com',
  },
  {
    code_client: 'CL-P3N6W1',
    nom: 'Jebali',
    prenom: 'Karim',
    region: 'Ariana',
    adresse: '21 avenue de la République, Ennasr',
    numero_telephone: '24670915',
    code_postal: '2037',
    adresse_mail: 'karim.jebali@example.org',
  },
  {
    code_client: 'CL-H9D5F3',
    nom: 'Mansouri',
    prenom: 'Salma',
    region: 'Nabeul',
    adresse: '3 rue des Potiers',
    numero_telephone: '92381467',
    code_postal: '8000',
    adresse_mail: 'salma.mansouri@example.net',
  },
  {
    code_client: 'CL-V2L7C8',
    nom: 'Ayari',
    prenom: 'Nour',
    region: 'Bizerte',
    adresse: '17 boulevard Hassen Nouri',
    numero_telephone: '50736294',
    code_postal: '7000',
    adresse_mail: 'nour.ayari@example.com',
  },
] as const;

export const PROMO_WELCOME = 'BIENVENUE10';
export const PROMO_SUMMER = 'ETE25';
export const PROMO_SINGLE_USE = 'UNIQUE50';
