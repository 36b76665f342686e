import { useId } from 'react';
import type { ResellerWithKey } from '@tours/core/schemas';
import { Dialog } from '../../components/Dialog';
import { useApp } from '../../lib/app-context';
import { notify } from '../../lib/toast';

/** Where resellers call: /octo at the API's origin. */
const OCTO_PATH = '/octo';

/**
 * The key of a reseller, shown this once (after create or rotate): the API keeps only its fingerprint.
 * Staff copy it and the endpoint and send both to the reseller through a safe channel.
 */
export function KeyDialog({ reseller, onClose }: { reseller: ResellerWithKey | null; onClose: () => void }) {
  const app = useApp();
  const keyId = useId();
  const endpointId = useId();
  const endpoint = `${new URL(app.apiUrl, window.location.href).origin}${OCTO_PATH}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reseller!.apiKey);
      notify.success('Key copied');
    } catch (error) {
      notify.error(error, 'Could not copy: select the key and copy it');
    }
  };
  return (
    <Dialog
      open={!!reseller}
      title={reseller ? `Key for ${reseller.name}` : 'Key'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={() => void copy()}>
            Copy key
          </button>
          <button type="button" className="button button-primary" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      {reseller && (
        <>
          <p>
            Copy this key now and send it to {reseller.name} through a safe channel. It is shown this once:
            the back office keeps only its fingerprint. Rotate the key to issue a new one.
          </p>
          <div className="field">
            <label htmlFor={keyId}>API key</label>
            <input
              id={keyId}
              className="mono"
              readOnly
              value={reseller.apiKey}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="field">
            <label htmlFor={endpointId}>OCTO endpoint</label>
            <input id={endpointId} className="mono" readOnly value={endpoint} />
          </div>
        </>
      )}
    </Dialog>
  );
}
