/**
 * A visitor cancelling a paid registration ("my workshops": the button, the dialog, the notice of
 * what becomes of the money). Its own chunk's strings, registered with addArea by shared/cancel.ts
 * (the page that shows them imports it first).
 */
export const cancel = {
  // On a registration in "my workshops".
  action: 'لغو ثبت‌نام',
  actionLabel: 'لغو ثبت‌نام {title}',
  tooLateShort: 'مهلت لغو این ثبت‌نام گذشته است.',

  // The dialog.
  dialogTitle: 'لغو ثبت‌نام',
  whatHappens: 'با لغو ثبت‌نام «{title}»:',
  seatFreed: 'صندلی شما آزاد می‌شود و به نفر بعدی فهرست انتظار (اگر باشد) پیشنهاد می‌شود.',
  ticketVoid: 'بلیت شما همین حالا باطل می‌شود و در ورودی پذیرفته نمی‌شود.',
  noUndo: 'لغو برگشت‌پذیر نیست؛ برای شرکت دوباره باید از نو ثبت‌نام و پرداخت کنید، اگر جایی مانده باشد.',
  moneyHeading: 'مبلغی که پرداخته‌اید',
  moneyCard: 'اگر آن را در {minutes} دقیقهٔ گذشته خریده‌اید و تنها مورد همان پرداخت بوده است، خودکار به همان کارت برمی‌گردد.',
  moneyTransfer: 'در غیر این صورت برگزارکنندگان آن را به شمارهٔ شبایی که این‌جا می‌دهید واریز می‌کنند و پس از واریز پیامک می‌گیرید.',
  moneyTransferOnly: 'برگزارکنندگان آن را به شمارهٔ شبایی که این‌جا می‌دهید واریز می‌کنند و پس از واریز پیامک می‌گیرید.',
  moneyFee: 'جشنواره {percent} از مبلغ را به‌عنوان هزینهٔ لغو کسر می‌کند.',
  moneyFeeMaybe: 'اگر جشنواره هزینهٔ لغو داشته باشد، از مبلغ کسر می‌شود.',
  moneyFree: 'این ثبت‌نام رایگان است؛ مبلغی برای بازگرداندن نیست.',
  deadline: 'لغو فقط تا {hours} ساعت پیش از شروع ممکن است: تا {date}، ساعت {time}.',

  // The Sheba field.
  ibanLabel: 'شمارهٔ شبا',
  ibanHint: '{digits} رقمِ بعد از IR، از کارت یا اپ بانکتان. اگر مبلغ به کارت برگردد، به آن نیازی نیست.',
  ibanLength: 'شمارهٔ شبا {digits} رقم بعد از IR دارد؛ {count} رقم وارد شده است.',
  ibanLetters: 'بعد از IR فقط رقم بنویسید.',
  ibanCheck: 'این شمارهٔ شبا درست نیست؛ رقم‌ها را دوباره با کارت یا اپ بانکتان مقایسه کنید.',
  ibanRejected: 'برای بازگرداندن مبلغ، شمارهٔ شبای خود را وارد کنید.',

  confirm: 'لغو ثبت‌نام',
  keep: 'منصرف شدم',
  refused:
    'بانک مبلغ را به کارت شما برنگرداند و ثبت‌نام لغو نشد. شمارهٔ شبای خود را وارد کنید و دوباره «لغو ثبت‌نام» را بزنید تا مبلغ به حسابتان واریز شود.',

  // After: what becomes of the money.
  doneTransfer: 'ثبت‌نام «{title}» لغو شد. {amount} به شبای {iban} واریز می‌شود؛ پس از واریز پیامک می‌گیرید.',
  doneCard: 'ثبت‌نام «{title}» لغو شد و {amount} به کارتی که با آن پرداخت کرده بودید برگشت.',
  doneNothing: 'ثبت‌نام «{title}» لغو شد. مبلغی برای بازگرداندن نبود.',
  waitingBank:
    'درخواست بازگرداندن {amount} به کارت شما به بانک فرستاده شد، ولی پاسخ بانک هنوز نرسیده است. ثبت‌نام «{title}» پس از پاسخ بانک لغو می‌شود و تا آن زمان بلیتتان معتبر است.',
  noticeClose: 'بستن پیام',
} as const;
