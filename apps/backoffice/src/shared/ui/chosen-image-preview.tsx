import { useEffect, useRef } from 'react';

interface ChosenImagePreviewProps {
  /** the chosen file as the browser decoded it (readImageWithPreview) */
  image: ImageBitmap;
  label: string;
  /** the square's side in pixels */
  size: number;
  /** contain: the whole image inside the square (a QR code); cover: the square filled (a picture) */
  fit: 'contain' | 'cover';
  style?: React.CSSProperties;
}

/** A chosen image, not yet saved, drawn centred in a square canvas. */
export function ChosenImagePreview({ image, label, size, fit, style }: ChosenImagePreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const scale = (fit === 'cover' ? Math.max : Math.min)(size / image.width, size / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    context.clearRect(0, 0, size, size);
    context.drawImage(image, (size - width) / 2, (size - height) / 2, width, height);
  }, [image, size, fit]);
  return <canvas ref={canvas} role="img" aria-label={label} width={size} height={size} style={style} />;
}
