import { countStep } from '@tours/core/domain';
import { Field } from '../../components/Field';

const PAIR = countStep(true);

/**
 * The ticket editor's QR codes per person and its pair selling. core's rule for a buy-one-get-one
 * ticket: the count of that age group moves in steps of two and every person is charged the unit
 * price, so nobody travels free and a pair costs twice the price. The words say exactly that.
 */
export function PairsSection({
  adultQrCount,
  childQrCount,
  adultPairs,
  childPairs,
  errors,
  onChange,
}: {
  adultQrCount: string;
  childQrCount: string;
  adultPairs: boolean;
  childPairs: boolean;
  errors: (key: string) => string | undefined;
  onChange: (patch: {
    adultQrCount?: string;
    childQrCount?: string;
    isAdultByOneGetOneActive?: boolean;
    isChildByOneGetOneActive?: boolean;
  }) => void;
}) {
  return (
    <fieldset className="form-section">
      <legend>Tickets issued and pairs</legend>
      <div className="grid grid-2">
        <Field label="QR codes per adult" error={errors('adultQrCount')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={adultQrCount}
              onChange={(e) => onChange({ adultQrCount: e.target.value })}
            />
          )}
        </Field>
        <Field label="QR codes per child" error={errors('childQrCount')}>
          {(p) => (
            <input
              {...p}
              inputMode="numeric"
              value={childQrCount}
              onChange={(e) => onChange({ childQrCount: e.target.value })}
            />
          )}
        </Field>
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={adultPairs}
          onChange={(e) => onChange({ isAdultByOneGetOneActive: e.target.checked })}
        />
        Adults booked in pairs only (each adult pays the adult price)
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={childPairs}
          onChange={(e) => onChange({ isChildByOneGetOneActive: e.target.checked })}
        />
        Children booked in pairs only (each child pays the child price)
      </label>
      <p className="note">
        <strong>Booked in pairs:</strong> visitors choose {PAIR}, {PAIR * 2}, {PAIR * 3}… of that age group
        and each person pays the price in the table, so a pair costs {PAIR} × the price. Nobody gets a free
        ticket: to sell a pair for the price of one, enter half the pair&apos;s price.
      </p>
    </fieldset>
  );
}
