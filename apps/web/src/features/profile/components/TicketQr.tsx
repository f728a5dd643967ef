import '../tickets-strings';
import { useEffect, useState } from 'react';
import { t } from '@/shared/i18n';
import { qrMatrix, qrPath } from '../ticket-qr-matrix';

/**
 * A ticket's QR code: black on pure white with its quiet zone, drawn as one SVG path so it stays
 * sharp at any size and in print. The encoder is fetched the first time a ticket is shown.
 */
export function TicketQr({ code, title, className }: { code: string; title: string; className?: string }) {
  const [drawn, setDrawn] = useState<{ code: string; size: number; path: string } | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    qrMatrix(code).then(
      (matrix) => live && setDrawn({ code, size: matrix.length, path: qrPath(matrix) }),
      () => live && setDrawn('failed'),
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (drawn === 'failed') return <p className="text-sm text-red-700">{t('tickets.qrFailed')}</p>;
  if (!drawn || drawn.code !== code) {
    return <div className={`animate-pulse rounded-lg bg-navy-100 ${className ?? ''}`} role="status" aria-label={t('tickets.qrLoading')} />;
  }
  return (
    <svg
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      role="img"
      aria-label={t('tickets.qrLabel', { title })}
      shapeRendering="crispEdges"
      data-testid="ticket-qr"
      data-ticket={code}
      className={`bg-white ${className ?? ''}`}
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
