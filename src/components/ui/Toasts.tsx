import { dismissToast, useToasts } from '../../state/toasts';

/** Short messages at the top right; errors stay until closed, others leave after 4 s. */
export function Toasts() {
  const toasts = useToasts();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          <span>{toast.text}</span>
          <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)} aria-label="×">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
