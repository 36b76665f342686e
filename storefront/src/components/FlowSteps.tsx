import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const STEPS = [msg`Ticket`, msg`Date and people`, msg`Your details`, msg`Payment`];

/** Where the visitor is in the booking. */
export function FlowSteps({ current }: { current: number }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="flow-steps" aria-label={t`Booking steps`}>
      {STEPS.map((step, index) => (
        <li
          key={index}
          className={index < current ? 'done' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="num" aria-hidden="true">
            {index < current ? '✓' : index + 1}
          </span>
          <span className="step-label">{i18n._(step)}</span>
        </li>
      ))}
    </ol>
  );
}
