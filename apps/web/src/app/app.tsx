import { Providers } from './providers.tsx';
import { type AppHistory, AppRouter } from './router.tsx';

export function App({ history }: { history: AppHistory }) {
  return (
    <Providers>
      <AppRouter history={history} />
    </Providers>
  );
}
