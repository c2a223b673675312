import type { Governorate } from '@vitrine/contracts';
import type { DemoClient } from './demo-records.js';
import { createRandom } from './random.js';
import { slugify } from './slug.js';

// The shop's customers beyond the six named in the catalogue: generated from a seed, the same on every
// machine, spread over the governorates as a shop's orders are (the big coastal towns first).

/** How many customers of each governorate in a hundred, and its main post office's code. */
const REGIONS: ReadonlyArray<{ region: Governorate; weight: number; codePostal: string }> = [
  { region: 'Tunis', weight: 14, codePostal: '1000' },
  { region: 'Sfax', weight: 11, codePostal: '3000' },
  { region: 'Sousse', weight: 10, codePostal: '4000' },
  { region: 'Ariana', weight: 8, codePostal: '2080' },
  { region: 'Ben Arous', weight: 7, codePostal: '2013' },
  { region: 'Nabeul', weight: 7, codePostal: '8000' },
  { region: 'Monastir', weight: 6, codePostal: '5000' },
  { region: 'Bizerte', weight: 5, codePostal: '7000' },
  { region: 'La Manouba', weight: 4, codePostal: '2010' },
  { region: 'Mahdia', weight: 4, codePostal: '5100' },
  { region: 'Kairouan', weight: 4, codePostal: '3100' },
  { region: 'Gabès', weight: 3, codePostal: '6000' },
  { region: 'Médenine', weight: 3, codePostal: '4100' },
  { region: 'Gafsa', weight: 2, codePostal: '2100' },
  { region: 'Kasserine', weight: 2, codePostal: '1200' },
  { region: 'Sidi Bouzid', weight: 2, codePostal: '9100' },
  { region: 'Béja', weight: 2, codePostal: '9000' },
  { region: 'Jendouba', weight: 2, codePostal: '8100' },
  { region: 'Le Kef', weight: 1, codePostal: '7100' },
  { region: 'Siliana', weight: 1, codePostal: '6100' },
  { region: 'Zaghouan', weight: 1, codePostal: '1100' },
  { region: 'Kébili', weight: 1, codePostal: '4200' },
  { region: 'Tozeur', weight: 1, codePostal: '2200' },
  { region: 'Tataouine', weight: 1, codePostal: '3200' },
];

const FIRST_NAMES = [
  'Amine',
  'Sarra',
  'Oussama',
  'Ines',
  'Youssef',
  'Rania',
  'Hamza',
  'Mariem',
  'Skander',
  'Eya',
  'Bilel',
  'Nesrine',
  'Firas',
  'Olfa',
  'Wassim',
  'Hela',
  'Aymen',
  'Asma',
  'Khalil',
  'Rim',
  'Slim',
  'Emna',
  'Anis',
  'Fatma',
  'Ghassen',
  'Dorra',
  'Nizar',
  'Syrine',
  'Walid',
  'Imen',
  'Chaima',
  'Marwen',
  'Yosra',
  'Lina',
] as const;
const LAST_NAMES = [
  'Ben Ali',
  'Bouazizi',
  'Chaabane',
  'Dridi',
  'Ferchichi',
  'Hammami',
  'Jlassi',
  'Khelifi',
  'Labidi',
  'Mejri',
  'Nasri',
  'Ouali',
  'Rekik',
  'Saidi',
  'Tlili',
  'Zouari',
  'Baccouche',
  'Chebbi',
  'Guesmi',
  'Hajji',
  'Karoui',
  'Maalej',
  'Sassi',
  'Turki',
  'Zribi',
  'Belhadj',
  'Mabrouk',
  'Ghannouchi',
] as const;
const STREETS = [
  'rue de la Liberté',
  'avenue Habib Bourguiba',
  'rue Ibn Khaldoun',
  'avenue de la République',
  'rue des Jasmins',
  'rue Farhat Hached',
  'avenue Hédi Chaker',
  'rue du 18 Janvier',
  'rue Tahar Haddad',
  'avenue de Carthage',
  'rue des Orangers',
  'cité El Menzah, rue 7',
] as const;
// Mobile prefixes the shop's own tests and benchmarks never use, so a test's new client is never
// taken for a demo customer.
const PHONE_PREFIXES = ['26', '46', '53', '54', '93', '94'] as const;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The governorate's post office code. */
export function postalCodeOf(region: string): string {
  return REGIONS.find((entry) => entry.region === region)?.codePostal ?? '1000';
}

/** `count` customers with unique codes, phones and e-mails, none of them among `taken`. */
export function buildCustomers(count: number, taken: readonly DemoClient[]): DemoClient[] {
  const random = createRandom('customers');
  const used = {
    code: new Set(taken.map((client) => client.code_client)),
    phone: new Set(taken.map((client) => client.numero_telephone)),
  };
  const regions = REGIONS.flatMap((entry) => Array.from({ length: entry.weight }, () => entry));
  const fresh = (set: Set<string>, make: () => string) => {
    let value = make();
    while (set.has(value)) value = make();
    set.add(value);
    return value;
  };
  return Array.from({ length: count }, (_, i) => {
    const prenom = random.pick(FIRST_NAMES);
    const nom = random.pick(LAST_NAMES);
    const { region, codePostal } = random.pick(regions);
    return {
      code_client: fresh(
        used.code,
        () => `CL-${Array.from({ length: 6 }, () => random.pick([...CODE_ALPHABET])).join('')}`,
      ),
      nom,
      prenom,
      region,
      adresse: `${random.int(1, 140)} ${random.pick(STREETS)}`,
      numero_telephone: fresh(
        used.phone,
        () => `${random.pick(PHONE_PREFIXES)}${String(random.int(0, 999_999)).padStart(6, '0')}`,
      ),
      code_postal: codePostal,
      adresse_mail: `${slugify(`${prenom} ${nom}`).replace(/-/g, '.')}.${i + 1}@example.tn`,
    };
  });
}
