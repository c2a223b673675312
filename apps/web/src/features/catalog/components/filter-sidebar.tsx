import type { Category, Collection, Color, Sex } from '@vitrine/contracts';
import { useId } from 'react';
import { useOptimisticValue } from '@/hooks/use-optimistic-value';
import type { FilterChange, ListingFilters } from '../hooks/listing-filters';
import styles from './filters.module.css';
import { PriceFilter } from './price-filter';

interface FilterSidebarProps {
  filters: ListingFilters;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  priceLimit: number;
  categories: Category[];
  sexes: Sex[];
  collections: Collection[];
  colors: Color[];
}

interface RadioListProps {
  legend: string;
  name: string;
  value: number | null;
  allLabel: string;
  options: Array<{ id: number; label: string }>;
  onSelect: (id: number | null) => void;
}

function RadioList({ legend, name, value: current, allLabel, options, onSelect }: RadioListProps) {
  const prefix = useId();
  const [value, setValue] = useOptimisticValue(current);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {[{ id: 0, label: allLabel }, ...options].map((option) => (
          <li key={option.id}>
            <label className={styles.radio} htmlFor={`${prefix}-${option.id}`}>
              <input
                id={`${prefix}-${option.id}`}
                type="radio"
                name={`${prefix}-${name}`}
                checked={(value ?? 0) === option.id}
                onChange={() => {
                  setValue(option.id || null);
                  onSelect(option.id || null);
                }}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function FilterSidebar({
  filters,
  onChange,
  onClear,
  priceLimit,
  categories,
  sexes,
  collections,
  colors,
}: FilterSidebarProps) {
  const colorName = useId();
  const selectedCategory = categories.find((category) => category.id === filters.category);
  return (
    <div className={styles.sidebar}>
      <RadioList
        legend="Catégories"
        name="categorie"
        value={filters.category}
        allLabel="Toutes les catégories"
        options={categories.map((category) => ({ id: category.id, label: category.nom }))}
        onSelect={(category) => onChange({ category })}
      />
      {selectedCategory && selectedCategory.sub_categories.length > 0 && (
        <RadioList
          legend={`Sous-catégorie · ${selectedCategory.nom}`}
          name="sous-categorie"
          value={filters.subCategory}
          allLabel="Toutes"
          options={selectedCategory.sub_categories.map((sub) => ({ id: sub.id, label: sub.nom }))}
          onSelect={(subCategory) => onChange({ subCategory })}
        />
      )}
      <RadioList
        legend="Genre"
        name="genre"
        value={filters.sex}
        allLabel="Tous"
        options={sexes.map((sex) => ({ id: sex.id, label: sex.type }))}
        onSelect={(sex) => onChange({ sex })}
      />
      <PriceFilter
        min={filters.min}
        max={filters.max}
        limit={priceLimit}
        onCommit={(range) => onChange(range)}
      />
      <RadioList
        legend="Collection"
        name="collection"
        value={filters.collection}
        allLabel="Toutes les collections"
        options={collections.map((collection) => ({ id: collection.id, label: collection.nom }))}
        onSelect={(collection) => onChange({ collection })}
      />
      {colors.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Couleur</legend>
          <div className={styles.swatches}>
            {colors.map((color) => {
              const checked = filters.color === color.id;
              return (
                <label key={color.id} className={styles.swatch} title={color.nom}>
                  <input
                    type="checkbox"
                    name={colorName}
                    checked={checked}
                    onChange={() => onChange({ color: checked ? null : color.id })}
                  />
                  <span
                    className={styles.swatchDot}
                    style={{ background: color.code_hexadecimal }}
                    aria-hidden="true"
                  />
                  <span className="visually-hidden">{color.nom}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <button type="button" className={styles.clear} onClick={onClear}>
        Effacer les filtres
      </button>
    </div>
  );
}
