import { observer } from 'mobx-react-lite';
import type { TitleChoice } from '../lib/use-title-choice';

/** The toolbar's "Ticket title" select, driven by useTitleChoice. */
export const TitlePicker = observer(function TitlePicker({
  choice,
  id,
}: {
  choice: TitleChoice;
  id: string;
}) {
  return (
    <div className="toolbar-field toolbar-grow">
      <label htmlFor={id}>Ticket title</label>
      <select
        id={id}
        value={choice.title}
        onChange={(e) => choice.setTitle(e.target.value)}
        disabled={!choice.options.length}
      >
        {choice.allowAll && <option value="">All tickets</option>}
        {choice.options.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
    </div>
  );
});
