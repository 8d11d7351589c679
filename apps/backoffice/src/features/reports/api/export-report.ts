import { useMutation } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

export type ReportExport = CallRequest<'reportsExport'>;

/** One report table as CSV (amounts in minor units, the currency beside them). */
export function useExportReport() {
  return useMutation({ mutationFn: (request: ReportExport) => call('reportsExport', request) });
}
