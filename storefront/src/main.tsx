import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import '@/app/styles/tokens.css';
import '@/app/styles/base.css';
import '@/app/styles/layout.css';
import '@/components/components.css';

// Rendering as a transition lets React yield to the browser every few milliseconds instead of
// blocking the main thread while the first page renders on a slow phone.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
