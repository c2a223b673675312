import {
  type ArticleFilters,
  type Category,
  type Collection,
  type Color,
  formatDTInText,
  type Sex,
  toMillimes,
} from '@vitrine/contracts';
import { CloseIcon } from '@/components/ui/icons';
import styles from './active-filters.module.css';

interface ActiveFiltersProps {
  query: ArticleFilters;
  onChange: (change: ArticleFilters) => void;
  onClear: () => void;
  categories: Category[];
  sexes: Sex[];
  collections: Collection[];
  colors: Color[];
}

interface Chip {
  label: string;
  removal: ArticleFilters;
}

const dt = (dinars: number) => formatDTInText(toMillimes(dinars));

function priceLabel(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min != null && max != null) return `${dt(min)} – ${dt(max)}`;
  if (min != null) return `dès ${dt(min)}`;
  if (max != null) return `jusqu’à ${dt(max)}`;
  return null;
}

/** The filters in force, named as the sidebar names them; an id the lists do not know yet shows no chip. */
export function activeFilterChips({
  query,
  categories,
  sexes,
  collections,
  colors,
}: Omit<ActiveFiltersProps, 'onChange' | 'onClear'>): Chip[] {
  const category = categories.find((item) => item.id === query.category_id);
  const named: Array<[string, string | undefined | null, ArticleFilters]> = [
    ['Catégorie', category?.nom, { category_id: null }],
    [
      'Sous-catégorie',
      category?.sub_categories.find((item) => item.id === query.sub_category_id)?.nom,
      { sub_category_id: null },
    ],
    ['Genre', sexes.find((item) => item.id === query.sex_id)?.type, { sex_id: null }],
    ['Prix', priceLabel(query.minValue, query.maxValue), { minValue: null, maxValue: null }],
    ['Collection', collections.find((item) => item.id === query.collection_id)?.nom, { collection_id: null }],
    ['Couleur', colors.find((item) => item.id === query.color_id)?.nom, { color_id: null }],
  ];
  return named.flatMap(([term, value, removal]) => (value ? [{ label: `${term} : ${value}`, removal }] : []));
}

/** Above the results: each filter in force as a chip that removes it, and « Tout effacer ». */
export function ActiveFilters({ onChange, onClear, ...lists }: ActiveFiltersProps) {
  const chips = activeFilterChips(lists);
  if (chips.length === 0) return null;
  return (
    <section className={styles.bar} aria-label="Filtres actifs">
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onChange(chip.removal)}
              aria-label={`Retirer le filtre ${chip.label}`}
            >
              {chip.label}
              <CloseIcon aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={onClear}>
        Tout effacer
      </button>
    </section>
  );
}

/** Whether any filter is in force (the listing then offers to clear them). */
export function hasActiveFilters(query: ArticleFilters): boolean {
  return [
    query.category_id,
    query.sub_category_id,
    query.sex_id,
    query.collection_id,
    query.color_id,
    query.minValue,
    query.maxValue,
  ].some((value) => value !== null && value !== undefined);
}
