import { cancellationPolicyProblem, describeCancellationPolicy } from '@tours/core/domain';
import { Field } from '../../components/Field';
import { formToPolicy, type PolicyForm } from './ticket-form';

/** The policy in the words the storefront shows, or what is wrong with it while it is being typed. */
function previewOf(form: PolicyForm): { text: string; ok: boolean } {
  const policy = formToPolicy(form);
  const numbers = [policy.freeUntilHours, policy.partial?.untilHours, policy.partial?.refundPercent];
  if (numbers.some((n) => Number.isNaN(n))) return { text: 'Fill in the hours and percent', ok: false };
  const problem = cancellationPolicyProblem(policy);
  return problem ? { text: problem, ok: false } : { text: describeCancellationPolicy(policy), ok: true };
}

/**
 * The ticket editor's cancellation policy: free until N hours before the visit (or non-refundable),
 * optionally a later window refunding a percent; bookings keep the policy they were sold with.
 */
export function CancellationPolicySection({
  policy,
  errors,
  onChange,
}: {
  policy: PolicyForm;
  /** The editor's field errors, keyed by the API's paths (`cancellationPolicy.partial.untilHours`). */
  errors: (key: string) => string | undefined;
  onChange: (policy: PolicyForm) => void;
}) {
  const set = (patch: Partial<PolicyForm>) => onChange({ ...policy, ...patch });
  // The preview is core's verdict as typed, so the schema's whole-policy error is not repeated.
  const preview = previewOf(policy);
  return (
    <fieldset className="form-section">
      <legend>Cancellation policy</legend>
      <div className="grid grid-3">
        <label className="check">
          <input type="checkbox" checked={policy.free} onChange={(e) => set({ free: e.target.checked })} />
          Free cancellation (unticked: non-refundable)
        </label>
        {policy.free && (
          <Field
            label="Free until, hours before the visit"
            error={errors('cancellationPolicy.freeUntilHours')}
          >
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                value={policy.freeHours}
                onChange={(e) => set({ freeHours: e.target.value })}
              />
            )}
          </Field>
        )}
      </div>
      <div className="grid grid-3">
        <label className="check">
          <input
            type="checkbox"
            checked={policy.partial}
            onChange={(e) => set({ partial: e.target.checked })}
          />
          A later partial refund
        </label>
        {policy.partial && (
          <>
            <Field
              label="Partial until, hours before the visit"
              error={errors('cancellationPolicy.partial.untilHours')}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  value={policy.partialHours}
                  onChange={(e) => set({ partialHours: e.target.value })}
                />
              )}
            </Field>
            <Field label="Refund percent" error={errors('cancellationPolicy.partial.refundPercent')}>
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  value={policy.partialPercent}
                  onChange={(e) => set({ partialPercent: e.target.value })}
                />
              )}
            </Field>
          </>
        )}
      </div>
      <p className={preview.ok ? 'note' : 'field-error'} aria-live="polite">
        {preview.ok ? `Customers read: “${preview.text}”` : preview.text}
      </p>
    </fieldset>
  );
}
