import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { searchPickupPoints } from '@tours/core/domain';
import { ErrorState, Spinner } from '../../components/States';
import { usePickupPoints } from '../../lib/use-pickup-points';

/**
 * The ticket's pickup points, chosen from the shared list: a search (name, area or address, core's
 * searchPickupPoints) over checkboxes, the chosen ones first so they are seen at a glance.
 */
export const PickupPointPicker = observer(function PickupPointPicker({
  chosen,
  error,
  onChange,
}: {
  chosen: string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const points = usePickupPoints();
  const [query, setQuery] = useState('');
  const id = useId();
  if (points.error)
    return <ErrorState error={points.error} onRetry={() => void points.reload({ force: true })} />;
  if (!points.data) return <Spinner label="Loading the pickup points" />;
  const shown = searchPickupPoints(points.data, query).sort(
    (a, b) => Number(chosen.includes(b._id)) - Number(chosen.includes(a._id)),
  );
  const toggle = (pointId: string) =>
    onChange(chosen.includes(pointId) ? chosen.filter((c) => c !== pointId) : [...chosen, pointId]);
  const allShown = shown.every((p) => chosen.includes(p._id));
  return (
    <div className={`field pickup-picker ${error ? 'field-invalid' : ''}`}>
      <label htmlFor={`${id}-search`}>
        Pickup points ({chosen.length} of {points.data.length} chosen)
      </label>
      <div className="pickup-picker-bar">
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Search hotel, area or address"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="button button-small"
          disabled={shown.length === 0}
          onClick={() =>
            onChange(
              allShown
                ? chosen.filter((c) => !shown.some((p) => p._id === c))
                : [...new Set([...chosen, ...shown.map((p) => p._id)])],
            )
          }
        >
          {allShown && shown.length > 0 ? 'Clear shown' : 'Choose all shown'}
        </button>
      </div>
      <ul className="pickup-picker-list" aria-label="Pickup points to offer">
        {shown.map((p) => (
          <li key={p._id}>
            <label className="check">
              <input type="checkbox" checked={chosen.includes(p._id)} onChange={() => toggle(p._id)} />
              <span>
                {p.name} {p.area && <span className="muted">· {p.area}</span>}
              </span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="muted">No pickup point matches.</li>}
      </ul>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <p className="field-hint">New hotels and places are added under Pickup points in the menu.</p>
    </div>
  );
});
