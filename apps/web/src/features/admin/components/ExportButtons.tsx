import { useState } from 'react';
import { useDownloadExportMutation, type ExportFormat, type ExportKind } from '@/shared/api/admin-exports';
import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import '../messages';

/** "CSV" and "Excel" downloads of one export; the one being fetched shows progress. */
export function ExportButtons({ kind, presentation, edition }: { kind: ExportKind; presentation?: number; edition?: string }) {
  const [download] = useDownloadExportMutation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fetchFile = async (format: ExportFormat) => {
    if (busy) return;
    setBusy(format);
    setFailure(null);
    try {
      await download({ kind, format, presentation, edition }).unwrap();
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" loading={busy === 'csv'} disabled={busy !== null} onClick={() => void fetchFile('csv')}>
        {t('admin.exportCsv')}
      </Button>
      <Button variant="secondary" size="sm" loading={busy === 'xlsx'} disabled={busy !== null} onClick={() => void fetchFile('xlsx')}>
        {t('admin.exportXlsx')}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
