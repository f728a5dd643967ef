/**
 * The organiser console's Persian texts: why a change or a deletion is refused, and what an upload
 * is called in its messages. Numbers inside a text are written with Persian digits.
 */

import { toPersianDigits } from '../../lib/digits';
import { listOf } from '../../lib/texts';

const count = (n: number) => n.toLocaleString('fa-IR');

export const adminTexts = {
  unknownIds: (ids: readonly number[]) => `این شناسه‌ها وجود ندارند: ${listOf(ids.map(toPersianDigits))}`,
  notInEdition: (ids: readonly number[]) => `این شناسه‌ها در این دوره نیستند: ${listOf(ids.map(toPersianDigits))}`,
  endBeforeStart: 'پایان ارائه باید پس از آغاز آن باشد.',
  capacityBelowTaken: (taken: number) => `ظرفیت نمی‌تواند کمتر از ${count(taken)} صندلیِ فروخته یا رزروشده باشد.`,
  presentationSold: 'این ارائه فروش داشته است و حذف نمی‌شود؛ به جای حذف، ثبت‌نام آن را ببندید.',
  presentationCertified: 'برای این ارائه گواهی صادر شده است و حذف نمی‌شود؛ گواهی‌ها باید قابل بررسی بمانند. به جای حذف، ثبت‌نام آن را ببندید.',
  presentationInPayment: 'پرداختی برای این ارائه در جریان است و حذف نمی‌شود؛ به جای حذف، ثبت‌نام آن را ببندید.',
  competitionCapacityBelowTaken: (taken: number) =>
    `ظرفیت مسابقه نمی‌تواند کمتر از ${count(taken)} ثبت‌نام و رزرو موجود باشد.`,
  accessoryBought: 'این محصول خریده شده یا در پرداختی آمده است و حذف نمی‌شود؛ به جای حذف، آن را غیرفعال کنید.',
  couponCodeTaken: 'کد تخفیفی با همین کد (بدون توجه به کوچکی و بزرگی حروف) وجود دارد.',
  maxUsesBelowTaken: (taken: number) => `سقف استفاده نمی‌تواند کمتر از ${count(taken)} (استفاده‌شده و رزروشده) باشد.`,
  couponUsed: 'این کد تخفیف استفاده شده است و حذف نمی‌شود؛ به جای حذف، سقف استفاده را ۰ کنید.',
  editionSlugTaken: 'دوره‌ای با همین نشانی وجود دارد.',
  editionCopyFromItself: 'یک دوره را نمی‌توان از خودش رونوشت کرد.',
  editionNotEmpty: 'این دوره پرسش‌های متداول، دست‌اندرکاران، برچسب‌ها یا محصولات دارد؛ رونوشت فقط در دورهٔ تازه ریخته می‌شود.',
  /** What each upload is called in its messages. */
  upload: {
    poster: 'پوستر',
    presenterImage: 'تصویر ارائه‌دهنده',
    staffImage: 'تصویر',
    accessoryImage: 'تصویر محصول',
    signature: 'تصویر امضا',
  },
  fileMissing: 'یک فایل تصویر در فیلد file بفرستید.',
  notMultipart: 'تصویر باید به صورت multipart/form-data در فیلد file ارسال شود.',
  fileEmpty: 'فایل خالی است.',
} as const;
