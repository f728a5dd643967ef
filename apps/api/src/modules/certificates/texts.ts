/** The certificates' Persian texts: refusals of the check, the PDF, and the organisers' issuing and revoking. */
export const certificateApiTexts = {
  notFound: 'گواهی‌ای با این کد یافت نشد.',
  revoked: 'این گواهی باطل شده است.',
  alreadyRevoked: 'این گواهی پیش‌تر باطل شده است.',
  noSuchParticipation: 'ثبت‌نامی با این شناسه یافت نشد.',
  notCompleted: 'گواهی حضور فقط برای ثبت‌نامِ قطعی (پرداخت‌شده) صادر می‌شود.',
  noSuchPresentation: 'ارائه‌ای با این شناسه یافت نشد.',
  noSuchUser: 'کاربری با این شناسه یافت نشد.',
  alreadyIssued: 'این شخص برای این ارائه گواهیِ معتبری از همین نوع دارد؛ برای صدور دوباره (مثلاً با نام تازه) نخست آن را باطل کنید.',
} as const;
