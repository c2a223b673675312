import { useCategories } from './categories';
import { useCollections } from './collections';
import { useColors } from './colors';
import { useSexes } from './sexes';

/** What the article filters offer (and their chips name): categories, sexes, collections, colours. */
export function useFilterLists() {
  const { data: categories = [] } = useCategories();
  const { data: sexes = [] } = useSexes();
  const { data: collections = [] } = useCollections();
  const { data: colors = [] } = useColors();
  return { categories, sexes, collections, colors };
}
