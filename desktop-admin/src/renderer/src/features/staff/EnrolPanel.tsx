import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, toApiError } from '@tours/core/api';
import type { TotpEnrolment } from '@tours/core/schemas';
import { TotpCodeField } from '../../components/TotpCodeField';
import { useApp } from '../../lib/app-context';

/**
 * Setting up an authenticator app: scan the QR code (or type the secret), confirm with a first code,
 * then keep the ten recovery codes, shown this once.
 */
export const EnrolPanel = observer(function EnrolPanel() {
  const app = useApp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(apiErrorMessage(toApiError(failure)));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setEnrolment(await app.api.enrolTotp()));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setCodes((await app.api.confirmTotp({ code })).recoveryCodes));
  };

  if (codes) {
    return (
      <div className="enrol" role="status">
        <p>
          <strong>Your authenticator is set up.</strong> Keep these recovery codes somewhere safe (printed, or
          in a password manager): each opens one sign-in without your phone, and they are not shown again.
        </p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button button-primary" onClick={() => void app.admin.refreshMe()}>
          I have saved them
        </button>
      </div>
    );
  }
  if (!enrolment) {
    return (
      <div className="enrol">
        <p>
          Use an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…): after
          your password, sign-in asks for the 6-digit code it shows.
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button button-primary" onClick={() => void start()} disabled={busy}>
          {busy ? 'Starting…' : 'Set up an authenticator app'}
        </button>
      </div>
    );
  }
  return (
    <form className="enrol" onSubmit={confirm} noValidate>
      <p>Scan this code with your authenticator app, then enter the 6 digits it shows.</p>
      <img
        className="enrol-qr"
        alt="QR code to add Tours Back Office to an authenticator app"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
        width={192}
        height={192}
      />
      <p className="muted">
        Cannot scan? Enter this key: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <TotpCodeField label="Code from the app" value={code} onChange={setCode} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy || !code}>
        {busy ? 'Checking…' : 'Turn on'}
      </button>
    </form>
  );
});
