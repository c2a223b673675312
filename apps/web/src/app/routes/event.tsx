import { eventsQuery } from '@/features/events/api/get-events';
import type { FirstReads } from '../page-data';

export { EventsPage as Component } from '@/features/events/components/events-page';

export const firstReads: FirstReads = () => [eventsQuery];
