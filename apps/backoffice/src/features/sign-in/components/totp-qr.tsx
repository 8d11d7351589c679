import { toCanvas } from 'qrcode';
import { useEffect, useRef } from 'react';

/**
 * The otpauth URI as a QR code, drawn here on a canvas: the secret never leaves the browser for a
 * QR service, and no image URL needs the page's policy widened.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // Dark modules on white in either theme: authenticator apps read that best.
    if (canvas.current) void toCanvas(canvas.current, uri, { width: 200, margin: 2, errorCorrectionLevel: 'M' });
  }, [uri]);
  return <canvas ref={canvas} role="img" aria-label={label} width={200} height={200} />;
}
