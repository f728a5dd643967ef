/** An area's messages: flat keys, string values ({name} placeholders allowed). */
export type Messages = Readonly<Record<string, string>>;

/** The same keys as the Persian original, any string values: how an English area file is typed. */
export type Mirror<T extends Messages> = { readonly [K in keyof T]: string };
