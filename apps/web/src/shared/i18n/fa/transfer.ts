/**
 * A visitor giving a paid registration to another phone ("my workshops": the button, the dialog with
 * its phone and confirmation, the notice after). Its own chunk's strings, registered with addArea by
 * shared/transfer.ts (the page that shows them imports it first).
 */
export const transfer = {
  // On a registration in "my workshops".
  action: 'واگذاری به دیگری',
  actionLabel: 'واگذاری به دیگری: {title}',
  tooLateShort: 'مهلت واگذاری این ثبت‌نام به دیگری گذشته است.',
  bothTooLate: 'مهلت لغو و واگذاری این ثبت‌نام گذشته است.',

  // The dialog: what happens.
  dialogTitle: 'واگذاری ثبت‌نام به دیگری',
  whatHappens: 'با واگذاری «{title}» به شمارهٔ دیگری:',
  ticketVoid: 'بلیتی که در دست شماست همین حالا باطل می‌شود و در ورودی پذیرفته نمی‌شود.',
  recipientTicket: 'گیرنده پیامکی با بلیت تازه می‌گیرد. اگر با این شماره حسابی نداشته باشد، برایش ساخته می‌شود و با «فراموشی رمز عبور» رمز می‌گذارد.',
  moneyStays: 'پرداخت همچنان به نام شماست و اگر روزی مبلغی از آن برگردانده شود، به شما برمی‌گردد.',
  noUndo: 'ثبت‌نام از فهرست شما بیرون می‌رود و فقط گیرنده می‌تواند آن را دوباره واگذار کند.',
  deadline: 'واگذاری فقط تا {hours} ساعت پیش از شروع ممکن است: تا {date}، ساعت {time}.',
  deadlineAtStart: 'واگذاری تا شروع ممکن است: تا {date}، ساعت {time}.',

  // The recipient's phone.
  phoneLabel: 'شمارهٔ موبایل گیرنده',
  phoneHint: 'شمارهٔ موبایل ایران، مانند ۰۹۱۲۱۲۳۴۵۶۷.',
  phoneMissing: 'شمارهٔ موبایل گیرنده را وارد کنید.',
  phoneInvalid: 'این شمارهٔ موبایل ایران نیست؛ شماره‌ای مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.',
  phoneRejected: 'این شماره پذیرفته نشد؛ شمارهٔ دیگری وارد کنید.',
  alreadyRegistered: 'صاحب این شماره پیش‌تر در این ارائه ثبت‌نام کرده است.',
  timeClash: 'صاحب این شماره در همین زمان در کارگاه «{title}» ثبت‌نام کرده است؛ این ثبت‌نام را نمی‌توان به او داد.',
  tooLate: 'مهلت واگذاری این ثبت‌نام گذشته است.',
  next: 'ادامه',
  keep: 'منصرف شدم',

  // The confirmation.
  confirmQuestion: '«{title}» به شمارهٔ {phone} واگذار شود؟',
  confirmNote: 'بلیت شما همین حالا باطل می‌شود و خودتان نمی‌توانید این کار را برگردانید.',
  confirm: 'بله، واگذار شود',
  edit: 'تغییر شماره',

  // After.
  done: 'ثبت‌نام «{title}» به شمارهٔ {phone} واگذار شد. بلیت تازه با پیامک برای گیرنده فرستاده شد و بلیت پیشین شما باطل است.',
} as const;
