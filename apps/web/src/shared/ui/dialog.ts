import { DIALOG_BUTTONS } from '@wl/contract/lite';
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import './dialog.css';

/**
 * SweetAlert2, loaded on first use so it stays out of the initial bundle. Its default buttons are
 * 'OK', 'No' and 'Cancel' (spec-coverage S9.8), and its email and URL inputs answer 'Invalid email
 * address' and 'Invalid URL' (S5.3). It wears the site's theme (dialog.css); forms show what
 * concerns a field on the field and keep the dialog for the rest (decision 0167).
 */
export async function showDialog(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  // SweetAlert2 renders `title` as HTML; titles here are text, some with a player's or operator's words in them.
  const { title, ...rest } = options;
  return Swal.fire({
    confirmButtonText: DIALOG_BUTTONS.confirm,
    denyButtonText: DIALOG_BUTTONS.deny,
    cancelButtonText: DIALOG_BUTTONS.cancel,
    customClass: { popup: 'dialog', confirmButton: 'button button-primary', denyButton: 'button', cancelButton: 'button' },
    buttonsStyling: false,
    ...rest,
    ...(typeof title === 'string' ? { titleText: title } : { title }),
  });
}

/** Resolves when the player closes the dialog, so a flow can wait for it (spec-coverage S8.9). */
export async function showErrorDialog(title: string, text: string): Promise<void> {
  await showDialog({ icon: 'error', title, text });
}
