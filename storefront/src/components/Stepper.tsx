interface StepperProps {
  label: string;
  /** What one of the counted is called, e.g. "adult" / "adults". */
  unit: { one: string; other: string };
  detail?: string;
  value: number;
  onIncrease: () => void;
  onDecrease: () => void;
  canIncrease: boolean;
  canDecrease: boolean;
  step: number;
}

/** A count with minus and plus buttons; the buttons name what they do for screen readers. */
export function Stepper({
  label,
  detail,
  value,
  onIncrease,
  onDecrease,
  canIncrease,
  canDecrease,
  step,
  unit,
}: StepperProps) {
  const name = step === 1 ? unit.one : unit.other;
  return (
    <div className="stepper" role="group" aria-label={label}>
      <div className="stepper-text">
        <span className="stepper-label">{label}</span>
        {detail && <span className="stepper-detail">{detail}</span>}
      </div>
      <div className="stepper-controls">
        <button
          type="button"
          className="step-btn"
          onClick={onDecrease}
          disabled={!canDecrease}
          aria-label={`Remove ${step} ${name}`}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <output className="step-value" aria-live="polite" aria-label={`${label}: ${value}`}>
          {value}
        </output>
        <button
          type="button"
          className="step-btn"
          onClick={onIncrease}
          disabled={!canIncrease}
          aria-label={`Add ${step} ${name}`}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
