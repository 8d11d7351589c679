/** Why a chosen image file can never be saved: the server's rules, checked before any upload. */
export type ImageRefusal = 'imageNotSupported' | 'imageTooLarge';

/** The contract's rules for one kind of image: its MIME types and its largest size. */
export interface ImageRules {
  types: readonly string[];
  maxBytes: number;
}

function refusalOf(file: File, rules: ImageRules): ImageRefusal | undefined {
  if (!rules.types.includes(file.type)) return 'imageNotSupported';
  if (file.size > rules.maxBytes) return 'imageTooLarge';
  return undefined;
}

function asDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen file as the data URL a save call takes, refused when its type or size could never be
 * saved. The server checks the bytes again by their magic number.
 */
export async function readImageDataUrl(
  file: File,
  rules: ImageRules,
): Promise<{ ok: true; dataUrl: string } | { ok: false; refusal: ImageRefusal }> {
  const refusal = refusalOf(file, rules);
  return refusal ? { ok: false, refusal } : { ok: true, dataUrl: await asDataUrl(file) };
}

/**
 * The same, for a field that previews the image: it must also be one the browser can decode, and the
 * decoded picture is the preview (drawn on a canvas: the page's policy loads no data: image).
 */
export async function readImageWithPreview(
  file: File,
  rules: ImageRules,
): Promise<{ ok: true; dataUrl: string; preview: ImageBitmap } | { ok: false; refusal: ImageRefusal }> {
  const refusal = refusalOf(file, rules);
  if (refusal) return { ok: false, refusal };
  let preview: ImageBitmap;
  try {
    preview = await createImageBitmap(file);
  } catch {
    return { ok: false, refusal: 'imageNotSupported' };
  }
  return { ok: true, dataUrl: await asDataUrl(file), preview };
}
