import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** The two ways on from an end page: its main action, and help. */
export function NextSteps({
  to,
  label,
  helpLabel,
  className = 'result-actions',
}: {
  to: string;
  label: string;
  helpLabel?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Link className="btn btn-primary" to={to}>
        {label}
      </Link>
      <Link className="btn btn-secondary" to="/help-center">
        {helpLabel ?? <Trans>Help center</Trans>}
      </Link>
    </div>
  );
}
