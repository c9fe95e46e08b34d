import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { OfflineStatus } from './shell';
import { RouteErrorBoundary } from './routes/route-error';

/** The query client is made by main.tsx, which fills it with what the first render needs. */
export function App({ queryClient }: { queryClient: QueryClient }) {
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
