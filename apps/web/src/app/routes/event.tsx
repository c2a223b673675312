export { EventsPage as Component } from '@/features/events/components/events-page';
