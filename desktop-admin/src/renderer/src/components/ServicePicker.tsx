import { observer } from 'mobx-react-lite';
import type { ServiceOption } from '../lib/services';

interface Props {
  services: ServiceOption[] | undefined;
  value: string;
  onChange: (service: string) => void;
  allowAll?: boolean;
  label?: string;
  id?: string;
}

export const ServicePicker = observer(function ServicePicker({
  services,
  value,
  onChange,
  allowAll,
  label = 'Service',
  id = 'service-picker',
}: Props) {
  return (
    <div className="toolbar-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={!services}>
        {allowAll && <option value="">All services</option>}
        {!allowAll && !value && <option value="">Choose a service…</option>}
        {(services ?? []).map((s) => (
          <option key={s.service} value={s.service}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
});
