import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { startCameraScanner } from './camera';
import { unlockSound } from './sound';

/** The laptop camera as a scanner: every QR code it reads goes to onCode. */
export const CameraPanel = observer(function CameraPanel({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'error'>('off');
  const [error, setError] = useState('');
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => () => stop.current?.(), []);

  const toggle = async () => {
    unlockSound();
    if (stop.current) {
      stop.current();
      stop.current = null;
      setState('off');
      return;
    }
    setState('starting');
    try {
      stop.current = await startCameraScanner(video.current!, (code) => onCodeRef.current(code));
      setState('on');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setState('error');
    }
  };

  return (
    <div className="checkin-camera">
      <button type="button" className="button" onClick={() => void toggle()} disabled={state === 'starting'}>
        {state === 'on' ? 'Stop camera' : 'Start camera'}
      </button>
      <video
        ref={video}
        className={state === 'on' ? 'checkin-video' : 'checkin-video checkin-video-off'}
        aria-label="Camera preview"
        muted
        playsInline
      />
      <p className="field-hint" role="status">
        {state === 'on'
          ? 'Camera on: hold the voucher’s QR code in front of it.'
          : state === 'error'
            ? `The camera could not start: ${error}`
            : state === 'starting'
              ? 'Starting the camera…'
              : ''}
      </p>
    </div>
  );
});
