export { ProductPage as Component } from '@/features/product/components/product-page';
