import { MediaRefusal, sendMedia } from '../../../state/chatMedia';
import { showToast } from '../../../state/toasts';
import { useUploadProblem } from './useUploadProblem';

/** Sends a chosen, dropped or pasted file; a refusal before or during the upload shows as a toast. */
export function useSendMedia(): (file: File, asFile?: boolean) => void {
  const problemText = useUploadProblem();
  return (file, asFile = false) => {
    sendMedia(file, asFile).catch((error: unknown) => {
      const problem = error instanceof MediaRefusal ? error.problem : 'network';
      // A failed upload stays in the conversation with its reason and a retry; the rest is a toast.
      if (problem !== 'network' && problem !== 'compress') showToast(problemText(problem), 'error');
    });
  };
}
