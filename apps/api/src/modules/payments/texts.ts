/**
 * The payments module's Persian texts: paying, the buyer's verdict, refunds, and the notes written
 * into a payment's history. Numbers inside a text are written with Persian digits.
 */

import { toPersianDigits } from '../../lib/digits';

export const paymentTexts = {
  /** The gateway's description of a cart payment; `order` is already in Persian digits. */
  cartDescription: (order: string) => `پرداخت سفارش شمارهٔ ${order} جشنوارهٔ لینوکس`,
  registrationClosed: (title: string) => `ثبت‌نام ارائهٔ «${title}» بسته است.`,
  alreadyStarted: (title: string) => `ارائهٔ «${title}» شروع شده است؛ آن را از سبد حذف کنید.`,
  full: (title: string) => `ظرفیت ارائهٔ «${title}» تکمیل شده است؛ آن را از سبد حذف کنید.`,
  accessoryUnusable: (id: number) => `لوازم جانبی با شناسهٔ ${toPersianDigits(id)} وجود ندارد یا فعال نیست.`,
  accessoriesInvalid: 'یکی از لوازم جانبی انتخاب‌شده معتبر نیست.',
  priceChanged: 'قیمت یکی از ارائه‌های سبد همین حالا تغییر کرد؛ لطفاً دوباره تلاش کنید.',
  cartEmpty: 'سبد خرید شما خالی است.',
  couponChanged: 'کد تخفیف همین حالا تغییر کرد؛ لطفاً دوباره تلاش کنید.',
  anotherPaymentStarted: 'پرداخت دیگری برای حساب شما آغاز شد؛ لطفاً دوباره تلاش کنید.',
  paymentBeingPrepared: 'پرداخت همین سبد در حال آماده شدن است؛ چند لحظه بعد دوباره تلاش کنید.',
  paymentNotFound: 'پرداخت یافت نشد.',
  refundNotFound: 'بازپرداخت یافت نشد.',
  yourPaymentNotFound: 'پرداختی با این شناسه برای شما یافت نشد.',
  /** What the buyer reads about a settled payment. */
  settled: {
    completedCompetition: 'پرداخت با موفقیت انجام شد و ثبت‌نام شما در مسابقه قطعی شد.',
    completed: 'پرداخت با موفقیت انجام شد و ثبت‌نام شما قطعی شد.',
    refundRequired:
      'مبلغ پرداختی شما دریافت شد، اما ظرفیت یا شرایط سفارش دیگر برقرار نبود و سفارش تکمیل نشد. ' +
      'این مبلغ به حساب شما بازگردانده خواهد شد؛ کد پیگیری را نزد خود نگه دارید.',
    pending: 'پرداخت هنوز در جریان است.',
    refunded: 'مبلغ این پرداخت به شما بازگردانده شده است و سفارش آن دیگر برقرار نیست.',
    failed:
      'پرداخت انجام نشد یا لغو شد. اگر مبلغی از حساب شما کسر شده باشد، طی ۷۲ ساعت بازگردانده می‌شود. ' +
      'موارد سبد خرید شما باقی است و می‌توانید دوباره پرداخت کنید.',
  },
  /** Notes written into a payment's history. */
  notes: {
    buyerReturned: 'تأیید پس از بازگشت خریدار از بانک',
    sweep: 'بررسی خودکار پرداخت‌های باز',
    reverify: 'بررسی دوباره به درخواست برگزارکننده',
    gatewayRefund: 'بازپرداخت از راه درگاه',
    manualRefund: 'بازپرداخت دستی',
    gatewayRefused: (detail: string) => `درگاه نپذیرفت: ${detail}`,
    gatewayNotReversed: 'درگاه اعلام کرد تراکنش بازگردانده نشده است',
  },
  /** What a refund's buyer message calls the competition. */
  competitionLine: 'ثبت‌نام در مسابقه',
  refund: {
    gatewayPending: 'بازگرداندن این پرداخت از راه درگاه در جریان است؛ تا روشن شدن پاسخ درگاه بازپرداخت دیگری پذیرفته نمی‌شود.',
    nothingLeft: 'چیزی از این پرداخت برای بازپرداخت نمانده است.',
    alreadyWhole: 'این پرداخت پیش‌تر به‌طور کامل بازپرداخت شده است.',
    notRefundable: 'فقط پرداخت تکمیل‌شده یا در انتظار بازگشت وجه را می‌توان بازپرداخت کرد.',
    notOfPayment: (id: number) => `شناسهٔ ${toPersianDigits(id)} از این پرداخت نیست.`,
    someNotOfPayment: 'برخی از موارد انتخاب‌شده از این پرداخت نیستند.',
    chooseOne: 'دست‌کم یک مورد را برای بازپرداخت انتخاب کنید.',
    someAlreadyRefunded: 'برخی از موارد انتخاب‌شده پیش‌تر بازپرداخت شده‌اند.',
    notThroughGateway: 'این پرداخت از راه درگاه انجام نشده است؛ بازپرداخت را دستی ثبت کنید.',
    gatewayWholeOnly: 'درگاه فقط کل یک تراکنش را بازمی‌گرداند؛ بازپرداخت بخشی از پرداخت را دستی ثبت کنید.',
    gatewayWindowPassed: 'مهلت ۳۰ دقیقه‌ای درگاه برای بازگرداندن این تراکنش گذشته است؛ بازپرداخت را دستی ثبت کنید.',
    notManualPending: 'فقط بازپرداختِ دستیِ در انتظار پرداخت را می‌توان پرداخت‌شده علامت زد.',
  },
  cancel: {
    notYours: 'این ثبت‌نام پیدا نشد.',
    notCompleted: 'فقط ثبت‌نام پرداخت‌شده را می‌توان لغو کرد.',
    off: 'لغو ثبت‌نام در این جشنواره ممکن نیست.',
    tooLate: (hours: number) => `مهلت لغو گذشته است: لغو فقط تا ${toPersianDigits(hours)} ساعت پیش از شروع ارائه ممکن است.`,
    ibanNeeded: 'برای بازگرداندن مبلغ، شمارهٔ شبای خود را وارد کنید (IR و ۲۴ رقم).',
    ibanInvalid: 'شمارهٔ شبا درست نیست: IR و ۲۴ رقم، با رقم‌های کنترل درست.',
    checkedIn: 'با این بلیت پیش‌تر وارد نشست شده‌اند؛ دیگر نمی‌توان ثبت‌نام آن را لغو کرد.',
    givenToYou: 'این ثبت‌نام را کس دیگری برای شما خریده است؛ فقط خریدار می‌تواند آن را لغو کند. می‌توانید آن را به شمارهٔ دیگری واگذار کنید.',
    note: (fee: number) => (fee > 0 ? `لغو به درخواست خریدار؛ ${toPersianDigits(fee.toLocaleString('en-US'))} تومان هزینهٔ لغو کسر شد` : 'لغو به درخواست خریدار'),
  },
  transfer: {
    notYours: 'این ثبت‌نام پیدا نشد.',
    notCompleted: 'فقط ثبت‌نام پرداخت‌شده را می‌توان واگذار کرد.',
    checkedIn: 'با این بلیت پیش‌تر وارد نشست شده‌اند؛ دیگر نمی‌توان آن را واگذار کرد.',
    tooLate: (hours: number) =>
      hours > 0
        ? `مهلت واگذاری گذشته است: واگذاری فقط تا ${toPersianDigits(hours)} ساعت پیش از شروع ارائه ممکن است.`
        : 'ارائه شروع شده است و دیگر نمی‌توان ثبت‌نام آن را واگذار کرد.',
    toSelf: 'این شماره، شمارهٔ خود شماست؛ شمارهٔ کسی را وارد کنید که ثبت‌نام را به او می‌دهید.',
    alreadyRegistered: 'صاحب این شماره پیش‌تر در این ارائه ثبت‌نام کرده است.',
    timeClash: (title: string) => `صاحب این شماره در همین زمان در کارگاه «${title}» ثبت‌نام کرده است.`,
    done: (phone: string) => `ثبت‌نام به شمارهٔ ${toPersianDigits(phone)} واگذار شد و بلیت پیشین شما باطل شد.`,
    note: (from: string, to: string, title: string) => `واگذاری «${title}» از ${from} به ${to}`,
  },
  /** Complimentary seats and sales at the door. */
  given: {
    alreadyRegistered: 'صاحب این شماره پیش‌تر در این ارائه ثبت‌نام کرده است.',
    full: 'ظرفیت این ارائه تکمیل است.',
    noSuchPresentation: 'ارائه یافت نشد.',
    complimentaryNote: (note: string) => (note ? `صندلی مهمان: ${note}` : 'صندلی مهمان'),
    doorNote: (method: 'CASH' | 'CARD' | 'FREE') => `فروش حضوری (${{ CASH: 'نقدی', CARD: 'کارتخوان', FREE: 'رایگان' }[method]})`,
  },
} as const;
