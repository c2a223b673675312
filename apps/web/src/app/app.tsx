import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

/** The providers around the router, the same in the browser and on the server. */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The page answers from here on (its server HTML showed before): tools that drive it wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
