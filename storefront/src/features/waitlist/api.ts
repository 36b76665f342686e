import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';

/** The entry a link opens, read afresh each time (`version` after leaving): it says what is true now. */
export function useWaitlistEntry(token: string, version: number) {
  return useQuery(token ? `waitlist:${token}:${version}` : null, () => api.getWaitlistEntry(token));
}
