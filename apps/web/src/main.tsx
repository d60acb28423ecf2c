import 'antd-mobile/es/global';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/forms.css';
import './app/styles/contrast.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { boot } from './app/boot.ts';
import { bootFailureText } from './app/boot-failure.ts';
import { detectInitialLocale } from './shared/i18n/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

boot()
  .then((history) => {
    const root = createRoot(container);
    // A transition: React renders the first tree in slices of a few milliseconds, yielding to the
    // browser between them, instead of in one long task (Lighthouse's TBT on a 4x slower phone). The app
    // shell in index.html stays on screen until the tree commits.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App history={history} />
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    console.error('[boot] the app could not start', error);
    container.textContent = bootFailureText(detectInitialLocale());
  });
