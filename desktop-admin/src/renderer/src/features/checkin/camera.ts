import jsQR from 'jsqr';

/** Frames are decoded a few times a second: enough for a voucher held up, cheap for a laptop. */
const DECODE_EVERY_MS = 120;
/** Frames wider than this are scaled down before decoding; a held-up QR code stays readable. */
const MAX_DECODE_WIDTH = 640;

/**
 * Reads QR codes from the laptop's camera with jsQR (Chromium on Linux and Windows has no
 * BarcodeDetector). A code is reported once while it stays in view; the same code is reported again
 * only after the camera has seen no code for `rearmMs`, so a voucher held still is one scan while
 * showing it a second time is a second scan.
 */
export async function startCameraScanner(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
  rearmMs = 800,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment', width: { ideal: 1280 } },
    audio: false,
  });
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play();

  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let last: string | null = null;
  let lastSeenAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const tick = () => {
    if (stopped) return;
    if (context && video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      const scale = Math.min(1, MAX_DECODE_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const frame = context.getImageData(0, 0, width, height);
      const code = jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' });
      const now = Date.now();
      if (code?.data) {
        if (code.data !== last || now - lastSeenAt > rearmMs) onCode(code.data);
        last = code.data;
        lastSeenAt = now;
      }
    }
    timer = setTimeout(tick, DECODE_EVERY_MS);
  };
  tick();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
