interface StepperProps {
  label: string;
  /** What the buttons do, e.g. "Add 1 adult" / "Remove 1 adult", in the page's language. */
  increaseLabel: string;
  decreaseLabel: string;
  /** The count's name for screen readers, e.g. "Adults: 2". */
  valueLabel: string;
  detail?: string;
  value: number;
  onIncrease: () => void;
  onDecrease: () => void;
  canIncrease: boolean;
  canDecrease: boolean;
}

const MINUS = 'M5 12h14';
const PLUS = 'M12 5v14M5 12h14';

function StepButton(props: { icon: string; onClick: () => void; disabled: boolean; label: string }) {
  return (
    <button
      type="button"
      className="step-btn"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d={props.icon} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
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
  increaseLabel,
  decreaseLabel,
  valueLabel,
}: StepperProps) {
  return (
    <div className="stepper" role="group" aria-label={label}>
      <div className="stepper-text">
        <span className="stepper-label">{label}</span>
        {detail && <span className="stepper-detail">{detail}</span>}
      </div>
      <div className="stepper-controls">
        <StepButton icon={MINUS} onClick={onDecrease} disabled={!canDecrease} label={decreaseLabel} />
        <output className="step-value" aria-live="polite" aria-label={valueLabel}>
          {value}
        </output>
        <StepButton icon={PLUS} onClick={onIncrease} disabled={!canIncrease} label={increaseLabel} />
      </div>
    </div>
  );
}
