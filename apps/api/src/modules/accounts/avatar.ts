import { AVATAR_MAX_BYTES } from '@fest/contract';
import { imageTooLarge, reencodeImage, removeStoredImage, storedImageFile, storeImage, unsupportedImage as unsupported } from '../../lib/images';
import { accountTexts } from './texts';

/** Avatars: uploaded images (lib/images.ts: checked by content, re-encoded) of at most 512 x 512, in media/avatars/. */

const WHAT = accountTexts.avatar;
const FOLDER = 'avatars';
const MAX_SIDE = 512;

export const unsupportedImage = () => unsupported(WHAT);

export const avatarTooLarge = () => imageTooLarge(WHAT, AVATAR_MAX_BYTES / (1024 * 1024));

export const reencodeAvatar = (upload: Buffer) => reencodeImage(upload, { maxSide: MAX_SIDE, what: WHAT });

export const storeAvatar = (mediaRoot: string, image: Buffer) => storeImage(mediaRoot, FOLDER, image);

export const avatarFile = (mediaRoot: string, url: string | null) => storedImageFile(mediaRoot, FOLDER, url);

export const removeAvatar = (mediaRoot: string, url: string | null) => removeStoredImage(mediaRoot, FOLDER, url);
