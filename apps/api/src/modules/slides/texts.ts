/** Slides' and recordings' Persian texts. */
export const slidesTexts = {
  /** What the upload is called in the shared size message. */
  slides: 'فایل اسلایدها',
  notPdf: 'اسلایدها باید یک فایل PDF باشند.',
  fileMissing: 'فایل PDF اسلایدها را در فیلد file بفرستید.',
  fileEmpty: 'فایل خالی است.',
  notMultipart: 'اسلایدها باید به صورت multipart/form-data در فیلد file ارسال شوند.',
  notYours: 'این ارائه از آنِ شما نیست؛ تنها ارائه‌دهندگان آن می‌توانند اسلایدهایش را بارگذاری کنند.',
  noConsent: 'ارائه‌دهندگان این ارائه با انتشار ضبط آن موافقت نکرده‌اند؛ نشانی ویدیو پذیرفته نمی‌شود.',
} as const;
