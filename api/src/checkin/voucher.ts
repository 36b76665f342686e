import QRCode from 'qrcode';

/** The QR code of a check-in secret as an SVG document (the success page shows it as an image). */
export function checkinQrSvg(secret: string): Promise<string> {
  return QRCode.toString(secret, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
