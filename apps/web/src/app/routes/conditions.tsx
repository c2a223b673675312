export { ConditionsPage as Component } from '@/features/terms/components/conditions-page';
