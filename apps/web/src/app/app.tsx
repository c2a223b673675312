import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

/** The providers around the router, the same in the browser and on the server. */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // React listens from here: a tap on a part it has not hydrated yet has that part hydrated at once and
  // answered (selective hydration), so the taps kept until now (early-taps.js) are handed over.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
