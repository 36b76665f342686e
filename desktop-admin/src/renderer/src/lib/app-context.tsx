import { createContext, useContext } from 'react';
import type { AppStore } from './app-store';

export const AppContext = createContext<AppStore | null>(null);

export function useApp(): AppStore {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp outside AppContext');
  return app;
}
