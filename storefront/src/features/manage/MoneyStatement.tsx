import { ATTRACTION_TIME_ZONE, formatMoney } from '@tours/core/domain';
import type { MoneyStatementView } from '@tours/core/schemas';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ATTRACTION_TIME_ZONE,
});

const REFUND_STATE: Record<string, string> = {
  pending: 'on its way to your card',
  succeeded: 'refunded to your card',
  failed: 'could not be refunded; we will contact you',
};

/**
 * What was paid, each refund and the balance, in one statement: the server's (core's
 * moneyStatement), so the page never adds figures of its own. A failed refund is listed and gives
 * nothing back.
 */
export function MoneyStatement({ statement, currency }: { statement: MoneyStatementView; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency);
  if (statement.lines.length === 0) return <p className="muted">Nothing has been paid for this booking.</p>;
  return (
    <table className="money-statement" data-testid="money-statement">
      <caption>Payments and refunds</caption>
      <tbody>
        {statement.lines.map((line, i) => (
          <tr key={i} className={line.kind === 'refund' ? 'money-refund' : undefined}>
            <th scope="row">
              {line.label}
              <span className="money-when">
                {line.at ? dayFormat.format(new Date(line.at)) : ''}
                {line.status ? `${line.at ? ', ' : ''}${REFUND_STATE[line.status] ?? line.status}` : ''}
              </span>
            </th>
            <td>{line.kind === 'refund' ? `−${money(line.amount)}` : money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Paid</th>
          <td>{money(statement.paid)}</td>
        </tr>
        {statement.refunded > 0 && (
          <tr>
            <th scope="row">Refunded</th>
            <td data-testid="refunded-amount">−{money(statement.refunded)}</td>
          </tr>
        )}
        <tr className="money-balance">
          <th scope="row">Balance kept</th>
          <td data-testid="money-balance">{money(statement.balance)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
