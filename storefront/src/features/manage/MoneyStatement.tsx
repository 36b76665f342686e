import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ATTRACTION_TIME_ZONE, DEFAULT_LOCALE, formatMoney, intlLocale } from '@tours/core/domain';
import type { MoneyStatementView } from '@tours/core/schemas';
import { useLocale, useMoneyLocale } from '@/i18n/i18n';

/** A payment's or refund's day in Dubai: English keeps its day-month-year, the others their own. */
function dayFormat(locale: ReturnType<typeof useLocale>) {
  return new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-GB' : intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: ATTRACTION_TIME_ZONE,
  });
}

const REFUND_STATE: Record<string, MessageDescriptor> = {
  pending: msg`on its way to your card`,
  succeeded: msg`refunded to your card`,
  failed: msg`could not be refunded; we will contact you`,
};

/**
 * What was paid, each refund and the balance, in one statement: the server's (core's
 * moneyStatement), so the page never adds figures of its own. A failed refund is listed and gives
 * nothing back.
 */
export function MoneyStatement({ statement, currency }: { statement: MoneyStatementView; currency: string }) {
  const { i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const days = dayFormat(useLocale());
  const money = (amount: number) => formatMoney(amount, currency, moneyLocale);
  const state = (status: string) => {
    const known = Object.hasOwn(REFUND_STATE, status) ? REFUND_STATE[status] : undefined;
    return known ? i18n._(known) : status;
  };
  if (statement.lines.length === 0)
    return (
      <p className="muted">
        <Trans>Nothing has been paid for this booking.</Trans>
      </p>
    );
  return (
    <table className="money-statement" data-testid="money-statement">
      <caption>
        <Trans>Payments and refunds</Trans>
      </caption>
      <tbody>
        {statement.lines.map((line, i) => (
          <tr key={i} className={line.kind === 'refund' ? 'money-refund' : undefined}>
            <th scope="row">
              {line.label}
              <span className="money-when">
                {line.at ? days.format(new Date(line.at)) : ''}
                {line.status ? `${line.at ? ', ' : ''}${state(line.status)}` : ''}
              </span>
            </th>
            <td>{line.kind === 'refund' ? `−${money(line.amount)}` : money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <Trans>Paid</Trans>
          </th>
          <td>{money(statement.paid)}</td>
        </tr>
        {statement.refunded > 0 && (
          <tr>
            <th scope="row">
              <Trans>Refunded</Trans>
            </th>
            <td data-testid="refunded-amount">−{money(statement.refunded)}</td>
          </tr>
        )}
        <tr className="money-balance">
          <th scope="row">
            <Trans>Balance kept</Trans>
          </th>
          <td data-testid="money-balance">{money(statement.balance)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
