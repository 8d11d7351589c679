import { Button } from '@mantine/core';
import type { businessReports } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/shared/session/may-call';
import { useNotify } from '@/shared/ui/notify';
import { useExportReport } from '../api/export-report';
import type { ReportFilters } from '../api/get-report';

/** Hands the CSV to the browser as a download under the server's file name. */
function download(csv: string, filename: string): void {
  // The byte-order mark tells spreadsheet programs the file is UTF-8 (site and promotion names in Chinese).
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Exports one report table as CSV, for members whose role may. */
export function ExportButton({
  table,
  filters,
  label,
  disabled,
}: {
  table: businessReports.ReportTable;
  filters: ReportFilters;
  /** what is exported, for the button's accessible name */
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reports');
  const mayCall = useMayCall();
  const exporter = useExportReport();
  const notify = useNotify();
  if (!mayCall('reportsExport')) return null;
  const run = async () => {
    try {
      const answer = await exporter.mutateAsync({ ...filters, table });
      download(answer.csv, answer.filename);
    } catch (error) {
      notify.failed(error);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      onClick={() => void run()}
      loading={exporter.isPending}
      disabled={disabled}
      aria-label={t('export.label', { table: label })}
    >
      {t('export.csv')}
    </Button>
  );
}
