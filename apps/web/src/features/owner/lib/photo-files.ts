import { MESSAGES, OWNER_UPLOAD } from '@vitrine/contracts';

const BYTES_PER_MB = 1024 * 1024;

/**
 * What the server would refuse anyway, said before the upload starts (a phone on a slow line should
 * not send 15 MB to hear that the file is a PDF). The server checks everything again.
 */
export function photoFilesProblem(files: readonly File[]): string | undefined {
  if (files.length === 0) return MESSAGES.uploadRequired;
  if (files.length > OWNER_UPLOAD.maxFiles) return MESSAGES.uploadTooMany(OWNER_UPLOAD.maxFiles);
  if (files.some((file) => !(OWNER_UPLOAD.types as readonly string[]).includes(file.type)))
    return MESSAGES.uploadNotImage;
  if (files.some((file) => file.size > OWNER_UPLOAD.maxBytes))
    return MESSAGES.uploadTooLarge(OWNER_UPLOAD.maxBytes / BYTES_PER_MB);
  return undefined;
}
