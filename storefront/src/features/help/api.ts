import { useLocale } from '@/i18n/i18n';
import { catalogueReads as reads, peek } from '@/lib/catalogue-reads';
import { useQuery } from '@/lib/use-query';

/** The help centre's questions in the page's language (as staff wrote them, English where not). */
export function useFaq() {
  const locale = useLocale();
  const url = reads.faqUrl(locale);
  return useQuery(
    url,
    () => reads.getFaq(locale),
    () => peek(url),
  );
}
