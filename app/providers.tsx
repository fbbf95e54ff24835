'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Schedules and inboxes change while an advisor looks at them, but refetching on every
        // mount would hammer the API when moving between pages; 30 s is the compromise.
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // A 4xx will not fix itself; retry only what may be transient.
        retry: (failureCount, error) => {
          const status = 'status' in error ? error.status : undefined;
          if (typeof status === 'number' && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  // One client per browser tab, created once; a module-level client would be shared between
  // requests during server rendering.
  const [queryClient] = useState(makeQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
