export { SearchPage as Component } from '@/features/search/components/search-page';
