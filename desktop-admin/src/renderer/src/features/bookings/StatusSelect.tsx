import { BOOKING_STATUSES } from '@tours/core/domain';
import { STATUS_WORDS } from '../../components/StatusBadge';

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

export function StatusSelect({
  value,
  onChange,
  id,
}: {
  value: string;
  onChange: (v: string) => void;
  id: string;
}) {
  return (
    <div className="toolbar-field">
      <label htmlFor={id}>Status</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All statuses</option>
        <option value="paid">Paid (confirmed or checked in)</option>
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {capital(STATUS_WORDS[s].label)}
          </option>
        ))}
      </select>
    </div>
  );
}
