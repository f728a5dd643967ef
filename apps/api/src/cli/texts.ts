/** The command line's Persian defaults: the name an organiser account gets when none is given. */
export const cliTexts = {
  adminFirstName: 'مدیر',
  adminLastName: 'جشنواره',
} as const;
