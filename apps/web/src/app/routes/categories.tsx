export { CatalogPage as Component } from '@/features/catalog/components/catalog-page';
