export { CollectionsPage as Component } from '@/features/collections/components/collections-page';
