/** Moves a question up or down the list, or removes it; each button names the question it acts on. */
export function QuestionOrderButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="question-actions">
      <button
        type="button"
        className="button button-small"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={`Move ${name} up`}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-small"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={`Move ${name} down`}
      >
        ↓
      </button>
      <button
        type="button"
        className="button button-small button-danger-ghost"
        onClick={onRemove}
        aria-label={`Remove ${name}`}
      >
        Remove
      </button>
    </div>
  );
}
