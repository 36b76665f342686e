const STEPS = ['Ticket', 'Date and people', 'Your details', 'Payment'];

/** Where the visitor is in the booking. */
export function FlowSteps({ current }: { current: number }) {
  return (
    <ol className="flow-steps" aria-label="Booking steps">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index < current ? 'done' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="num" aria-hidden="true">
            {index < current ? '✓' : index + 1}
          </span>
          <span className="step-label">{step}</span>
        </li>
      ))}
    </ol>
  );
}
