import { useApp } from './app-context';
import { loadServiceOptions, SERVICE_TAGS } from './services';
import { useQuery } from './use-query';

export function useServices() {
  const app = useApp();
  return useQuery(() => loadServiceOptions(app.api), {}, SERVICE_TAGS);
}
