import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './router';
import { OfflineStatus } from './shell';
import { RouteErrorBoundary } from './routes/route-error';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
      <OfflineStatus />
    </QueryClientProvider>
  );
}
