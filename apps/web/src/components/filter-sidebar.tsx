import type { ArticleFilters, Category, Collection, Color, Sex } from '@vitrine/contracts';
import { FilterGroup, FilterPanel, RadioList, toRadioOptions } from '@/components/ui/filter-panel';
import { ARTICLE_FILTER_PARAMS } from '@/lib/listing-url';
import styles from './filter-sidebar.module.css';
import { PriceFilter } from './price-filter';

interface FilterSidebarProps {
  query: ArticleFilters;
  onChange: (change: ArticleFilters) => void;
  onClear: () => void;
  priceLimit: number;
  categories: Category[];
  sexes: Sex[];
  collections: Collection[];
  colors: Color[];
  /** Address parameters kept with the filters without JavaScript (see FilterPanel). */
  kept?: Record<string, string | undefined>;
}

export function FilterSidebar({
  query,
  onChange,
  onClear,
  priceLimit,
  categories,
  sexes,
  collections,
  colors,
  kept,
}: FilterSidebarProps) {
  const selectedCategory = categories.find((category) => category.id === query.category_id);
  return (
    <FilterPanel clearLabel="Effacer les filtres" onClear={onClear} kept={kept}>
      <RadioList
        legend="Catégories"
        name={ARTICLE_FILTER_PARAMS.category_id}
        allLabel="Toutes les catégories"
        options={toRadioOptions(categories)}
        value={query.category_id}
        onSelect={(category_id) => onChange({ category_id })}
      />
      {selectedCategory && selectedCategory.sub_categories.length > 0 && (
        <RadioList
          legend={`Sous-catégorie · ${selectedCategory.nom}`}
          name={ARTICLE_FILTER_PARAMS.sub_category_id}
          allLabel="Toutes"
          options={toRadioOptions(selectedCategory.sub_categories)}
          value={query.sub_category_id}
          onSelect={(sub_category_id) => onChange({ sub_category_id })}
        />
      )}
      <RadioList
        legend="Genre"
        name={ARTICLE_FILTER_PARAMS.sex_id}
        allLabel="Tous"
        options={sexes.map((sex) => ({ id: sex.id, label: sex.type }))}
        value={query.sex_id}
        onSelect={(sex_id) => onChange({ sex_id })}
      />
      <PriceFilter
        min={query.minValue ?? null}
        max={query.maxValue ?? null}
        limit={priceLimit}
        onCommit={({ min, max }) => onChange({ minValue: min, maxValue: max })}
      />
      <RadioList
        legend="Collection"
        name={ARTICLE_FILTER_PARAMS.collection_id}
        allLabel="Toutes les collections"
        options={toRadioOptions(collections)}
        value={query.collection_id}
        onSelect={(collection_id) => onChange({ collection_id })}
      />
      {colors.length > 0 && (
        <ColorFilter colors={colors} value={query.color_id} onSelect={(color_id) => onChange({ color_id })} />
      )}
    </FilterPanel>
  );
}

interface ColorFilterProps {
  colors: Color[];
  value: number | null | undefined;
  onSelect: (id: number | null) => void;
}

/** Colour swatches, each with its name: one at most is chosen; choosing it again removes the filter. */
function ColorFilter({ colors, value, onSelect }: ColorFilterProps) {
  return (
    <FilterGroup legend="Couleur">
      <div className={styles.swatches}>
        {colors.map((color) => {
          const checked = value === color.id;
          return (
            <label key={color.id} className={styles.swatch}>
              <input
                type="checkbox"
                name={ARTICLE_FILTER_PARAMS.color_id}
                value={color.id}
                checked={checked}
                onChange={() => onSelect(checked ? null : color.id)}
              />
              <span
                className={styles.swatchDot}
                style={{ background: color.code_hexadecimal }}
                aria-hidden="true"
              />
              <span className={styles.swatchName}>{color.nom}</span>
            </label>
          );
        })}
      </div>
    </FilterGroup>
  );
}
