export { SingleCollectionPage as Component } from '@/features/collections/components/single-collection-page';
