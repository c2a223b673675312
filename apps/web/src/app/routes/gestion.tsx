export { OwnerConsole as Component } from '@/features/owner/components/owner-console';
