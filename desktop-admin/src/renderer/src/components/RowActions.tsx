interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ("Edit Summer10"). */
  name: string;
  onEdit: () => void;
  /** The row's destructive action (Delete, Deactivate), when it has one. */
  danger?: { label: string; onClick: () => void } | undefined;
}

/** The Edit button of a table row, and its destructive action beside it. */
export function RowActions({ name, onEdit, danger }: RowActionsProps) {
  return (
    <td className="row-actions">
      <button type="button" className="button button-small" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </button>
      {danger && (
        <button
          type="button"
          className="button button-small button-danger-ghost"
          onClick={danger.onClick}
          aria-label={`${danger.label} ${name}`}
        >
          {danger.label}
        </button>
      )}
    </td>
  );
}
