/** `?edition=slug` for an archived edition's catalogue answer; nothing for the current edition's. */
export const editionQuery = (edition: string | void) => (edition ? `?edition=${encodeURIComponent(edition)}` : '');
