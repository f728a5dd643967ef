/** The competition's Persian texts: signing up and why it may be refused. */
export const competitionTexts = {
  signedUp: 'ثبت‌نام شما در مسابقه انجام شد.',
  /** The gateway's description of the payment; `order` is already in Persian digits. */
  paymentDescription: (order: string) => `ثبت‌نام در مسابقهٔ جشنوارهٔ لینوکس (سفارش ${order})`,
  alreadyRegistered: 'شما پیش‌تر در مسابقه ثبت‌نام کرده‌اید.',
  registrationClosed: 'ثبت‌نام مسابقه در حال حاضر بسته است.',
  full: 'ظرفیت مسابقه تکمیل شده است.',
} as const;
