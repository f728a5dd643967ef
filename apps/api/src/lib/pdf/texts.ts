/** The words lib/pdf's formats put between numbers and names. */
export const pdfTexts = {
  toman: { fa: 'تومان', en: 'Toman' },
  and: { fa: ' و ', en: ' and ' },
  comma: { fa: '، ', en: ', ' },
} as const;
