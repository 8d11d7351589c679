import { useMutation } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';

/** The rows a search matches as CSV (the newest AUDIT_EXPORT_MAX at most); the export is itself audited. */
export function useExportAudit() {
  return useMutation({ mutationFn: (filters: CallRequest<'auditExport'>) => call('auditExport', filters) });
}
