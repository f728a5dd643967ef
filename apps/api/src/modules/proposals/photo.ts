import { SPEAKER_PHOTO_MAX_BYTES } from '@fest/contract';
import { imageTooLarge, reencodeImage, removeStoredImage, storeImage } from '../../lib/images';
import { proposalTexts } from './texts';

/**
 * Speaker photos: uploaded images checked by content and re-encoded as avatars are (lib/images.ts),
 * at most 800 x 800 (a presenter's page shows them larger than an avatar), in media/speakers/.
 */

const WHAT = proposalTexts.photo;
const FOLDER = 'speakers';
const MAX_SIDE = 800;

export const photoTooLarge = () => imageTooLarge(WHAT, SPEAKER_PHOTO_MAX_BYTES / (1024 * 1024));

export const reencodePhoto = (upload: Buffer) => reencodeImage(upload, { maxSide: MAX_SIDE, what: WHAT });

export const storePhoto = (mediaRoot: string, image: Buffer) => storeImage(mediaRoot, FOLDER, image);

export const removePhoto = (mediaRoot: string, url: string | null) => removeStoredImage(mediaRoot, FOLDER, url);
