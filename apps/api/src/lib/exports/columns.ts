import { formatJalaliDateTime } from '../jalali';
import { exportTexts } from '../texts';

/**
 * What an export lists, one definition for both formats (contract: "Exports open correctly in Excel
 * and LibreOffice with Persian text ... Phone numbers stay text; dates come as Jalali (Tehran) and ISO").
 */
export type ExportValue = string | number | Date | null | undefined;

export interface ExportColumn<Row> {
  header: string;
  /**
   * text: as is; number: a numeric cell (ids, counts); money: a numeric cell of whole Toman, shown with
   * thousands separators in the XLSX; phone: digits kept as text (phones, national ids), so a leading 0
   * survives; datetime: two columns, Jalali in Tehran ("1405/02/11 10:00") and ISO UTC.
   */
  kind: 'text' | 'number' | 'money' | 'phone' | 'datetime';
  value: (row: Row) => ExportValue;
  /** Width in characters in the XLSX (CSV has none). */
  width?: number;
}

/** One column of the file as written: a datetime column has become two of these. */
export interface FileColumn<Row> {
  header: string;
  kind: 'text' | 'number' | 'money' | 'phone';
  width: number;
  cell: (row: Row) => string | number | null;
}

export const JALALI_SUFFIX = exportTexts.jalaliSuffix;
export const ISO_SUFFIX = ' (ISO)';

const asDate = (value: ExportValue): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const asText = (value: ExportValue): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

export function fileColumns<Row>(columns: ExportColumn<Row>[]): FileColumn<Row>[] {
  return columns.flatMap((column): FileColumn<Row>[] => {
    const { header, value } = column;
    switch (column.kind) {
      case 'datetime': {
        const jalali = (row: Row) => {
          const date = asDate(value(row));
          return date ? formatJalaliDateTime(date) : null;
        };
        const iso = (row: Row) => asDate(value(row))?.toISOString() ?? null;
        return [
          { header: header + JALALI_SUFFIX, kind: 'text', width: column.width ?? 18, cell: jalali },
          { header: header + ISO_SUFFIX, kind: 'text', width: 26, cell: iso },
        ];
      }
      case 'number':
      case 'money': {
        const number = (row: Row) => {
          const v = value(row);
          return typeof v === 'number' && Number.isFinite(v) ? v : asText(v);
        };
        return [{ header, kind: column.kind, width: column.width ?? 14, cell: number }];
      }
      default: {
        const width = column.width ?? (column.kind === 'phone' ? 14 : 20);
        return [{ header, kind: column.kind, width, cell: (row) => asText(value(row)) }];
      }
    }
  });
}
