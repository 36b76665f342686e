import { Trans, useLingui } from '@lingui/react/macro';
import { isRetryable, visitorMessage } from '@/lib/errors';

/** A failed read, said plainly, with a retry when trying again can help. */
export function ErrorNotice({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  what?: string;
  onRetry?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="notice notice-error" role="alert">
      <div>
        <p>{visitorMessage(i18n, error, what)}</p>
        {onRetry && isRetryable(error) && (
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
