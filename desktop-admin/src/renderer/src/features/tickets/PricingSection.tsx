import { emptyPricingRow, type PricingRow } from './ticket-form';

const PRICE_COLUMNS: { key: keyof PricingRow; label: string; path: string }[] = [
  { key: 'weekDaysAdult', label: 'Weekday adult', path: 'weekDays.adult' },
  { key: 'weekDaysChild', label: 'Weekday child', path: 'weekDays.child' },
  { key: 'weekEndsAdult', label: 'Weekend adult', path: 'weekEnds.adult' },
  { key: 'weekEndsChild', label: 'Weekend child', path: 'weekEnds.child' },
];

/** The ticket editor's price grid: one row per preference, a weekday and a weekend price per age. */
export function PricingSection({
  pricing,
  errors,
  onChange,
}: {
  pricing: PricingRow[];
  /** The editor's field errors, keyed by the API's paths (`pricing.0.weekDays.adult`). */
  errors: (key: string) => string | undefined;
  onChange: (pricing: PricingRow[]) => void;
}) {
  const setRow = (index: number, patch: Partial<PricingRow>) =>
    onChange(pricing.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="form-section">
      <legend>Pricing per preference (RM per person)</legend>
      {errors('pricing') && <p className="field-error">{errors('pricing')}</p>}
      <table className="table table-form">
        <thead>
          <tr>
            <th scope="col">Preference</th>
            {PRICE_COLUMNS.map((c) => (
              <th scope="col" key={c.key} className="num">
                {c.label}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pricing.map((row, i) => (
            <tr key={i}>
              <td>
                <input
                  aria-label={`Preference ${i + 1} name`}
                  aria-invalid={!!errors(`pricing.${i}.preference`)}
                  title={errors(`pricing.${i}.preference`)}
                  value={row.preference}
                  onChange={(e) => setRow(i, { preference: e.target.value })}
                  placeholder="e.g. Standard, Prime"
                />
                {errors(`pricing.${i}.preference`) && (
                  <p className="field-error">{errors(`pricing.${i}.preference`)}</p>
                )}
              </td>
              {PRICE_COLUMNS.map((c) => {
                const e = errors(`pricing.${i}.${c.path}`);
                return (
                  <td key={c.key} className="num">
                    <div className="money-input">
                      <span aria-hidden="true">RM</span>
                      <input
                        aria-label={`${row.preference || `Preference ${i + 1}`} ${c.label.toLowerCase()} price in RM`}
                        aria-invalid={!!e}
                        inputMode="decimal"
                        value={row[c.key]}
                        onChange={(ev) => setRow(i, { [c.key]: ev.target.value })}
                        placeholder="0.00"
                      />
                    </div>
                    {e && <p className="field-error">{e}</p>}
                  </td>
                );
              })}
              <td>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove preference ${row.preference || i + 1}`}
                  onClick={() => onChange(pricing.filter((_, j) => j !== i))}
                  disabled={pricing.length <= 1}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button button-small"
        onClick={() => onChange([...pricing, emptyPricingRow()])}
      >
        Add preference
      </button>
      <p className="field-hint">
        Weekend prices apply on Saturday and Sunday; weekday prices on the other days.
      </p>
    </fieldset>
  );
}
