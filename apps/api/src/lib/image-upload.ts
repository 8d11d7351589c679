import { failField } from './failure.js';

type UploadImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The first bytes of each image type an upload may be: what the bytes are, whatever the upload declared. */
const MAGIC_NUMBERS: Record<UploadImageType, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The contract's rules for one kind of uploaded image, and the request field it arrives in. */
export interface ImageUploadRules<T extends UploadImageType> {
  /** the data URL pattern: its groups are the declared type and the base64 */
  dataUrl: RegExp;
  types: readonly T[];
  maxBytes: number;
  field: string;
}

/**
 * The image of a data URL the contract accepted, refused as a failure of its field when its bytes
 * are not of the declared type (a script or an HTML page named image/png) or decode larger than
 * allowed.
 */
export function decodeImageUpload<T extends UploadImageType>(
  dataUrl: string,
  rules: ImageUploadRules<T>,
): { bytes: Buffer; type: T } {
  const [, declared, base64] = rules.dataUrl.exec(dataUrl) ?? [];
  const type = rules.types.find((known) => known === declared);
  if (!type || base64 === undefined) failField(rules.field, 'imageNotSupported');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > rules.maxBytes) failField(rules.field, 'imageTooLarge');
  if (!MAGIC_NUMBERS[type](bytes)) failField(rules.field, 'imageTypeMismatch');
  return { bytes, type };
}
