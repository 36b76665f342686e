import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { MissingTranslationsItem, Product, Ticket } from '@tours/core/schemas';
import { missingText } from '../../components/LanguageTabs';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { TableHead } from '../../components/TableHead';
import { useApp } from '../../lib/app-context';
import { useQuery } from '../../lib/use-query';
import { useServices } from '../../lib/use-services';
import { TicketEditor } from './TicketEditor';
import { AttractionWordsEditor } from './AttractionWordsEditor';

const TAGS = ['Product', 'Ticket', 'Promotion', 'Faq'] as const;
const KIND_LABEL: Record<MissingTranslationsItem['kind'], string> = {
  attraction: 'Attraction',
  ticket: 'Ticket',
  promotion: 'Promotion banner',
  faq: 'Help question',
};
/**
 * What visitors read in English because staff have not written it in their language: every
 * attraction, ticket, promotion banner and help question with a text missing in Malay, Arabic or Chinese (the
 * API's list, by core's rule), each opening its editor; and every attraction's words.
 */
const TranslationsScreen = observer(function TranslationsScreen() {
  const app = useApp();
  const missing = useQuery((_: object, o) => app.api.getMissingTranslations(o), {}, TAGS);
  const products = useQuery((_: object, o) => app.api.getProducts(undefined, o), {}, TAGS);
  const services = useServices();
  const [attraction, setAttraction] = useState<string | null>(null);
  const [ticketId, setTicketId] = useState<string | null>(null);
  const rows = missing.data;
  return (
    <>
      <PageHeader
        title="Translations"
        subtitle="The catalogue in Malay, Arabic and Chinese. A text not written in a language shows in English there."
      />
      <section className="panel" aria-labelledby="missing-heading">
        <h2 id="missing-heading" className="panel-title panel-pad">
          Missing translations
        </h2>
        {missing.error ? (
          <ErrorState error={missing.error} onRetry={() => void missing.reload({ force: true })} />
        ) : !rows ? (
          <Spinner label="Loading missing translations" />
        ) : rows.length === 0 ? (
          <EmptyState title="Nothing is missing">Every text is written in every language.</EmptyState>
        ) : (
          <table className="table">
            <TableHead columns={['What', 'Name', 'Attraction', 'Missing']} />
            <tbody>
              {rows.map((item) => (
                <tr key={`${item.kind}:${item.id}`}>
                  <td>{KIND_LABEL[item.kind]}</td>
                  <td className="strong">{item.label}</td>
                  <td className="muted">
                    {item.kind === 'faq' ? 'Help centre' : (item.service ?? 'Every attraction')}
                  </td>
                  <td>{missingText(item)}</td>
                  <td className="actions">
                    {item.kind === 'promotion' || item.kind === 'faq' ? (
                      <span className="muted">
                        {item.kind === 'promotion' ? 'Under Promotions' : 'Under Help questions'}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="button button-small"
                        aria-label={`Write the missing words of ${item.label}`}
                        onClick={() =>
                          item.kind === 'attraction' ? setAttraction(item.id) : setTicketId(item.id)
                        }
                      >
                        Write
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AttractionsPanel products={products.data} error={products.error} onEdit={setAttraction} />
      {attraction && <AttractionLoader slug={attraction} onClose={() => setAttraction(null)} />}
      {ticketId && (
        <TicketEditor
          ticket={{ _id: ticketId, title: rows?.find((r) => r.id === ticketId)?.label ?? '' } as Ticket}
          defaultService=""
          services={services.data ?? []}
          onClose={() => setTicketId(null)}
          onSaved={() => setTicketId(null)}
        />
      )}
    </>
  );
});
export default TranslationsScreen;

/** Every attraction, to open its words in each language. */
function AttractionsPanel({
  products,
  error,
  onEdit,
}: {
  products: Product[] | undefined;
  error: unknown;
  onEdit: (slug: string) => void;
}) {
  return (
    <section className="panel" aria-labelledby="attractions-heading">
      <h2 id="attractions-heading" className="panel-title panel-pad">
        Attractions
      </h2>
      {error ? (
        <ErrorState error={error} />
      ) : !products ? (
        <Spinner label="Loading attractions" />
      ) : (
        <table className="table">
          <TableHead columns={['Attraction', 'Slug']} />
          <tbody>
            {products.map((p) => (
              <tr key={p.slug}>
                <td className="strong">{p.name}</td>
                <td className="mono muted">{p.slug}</td>
                <td className="actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`Edit the words of ${p.name}`}
                    onClick={() => onEdit(p.slug)}
                  >
                    Words
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Reads an attraction as staff edit it (with its translations), then opens its words. */
const AttractionLoader = observer(function AttractionLoader({
  slug,
  onClose,
}: {
  slug: string;
  onClose: () => void;
}) {
  const app = useApp();
  const product = useQuery((s: string, o) => app.api.getAdminProduct(s, o), slug, TAGS);
  if (product.data?.slug === slug) return <AttractionWordsEditor product={product.data} onClose={onClose} />;
  return product.error ? <ErrorState error={product.error} /> : null;
});
