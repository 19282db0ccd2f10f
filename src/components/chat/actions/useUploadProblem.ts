import { useLingui } from '@lingui/react/macro';

import { CHAT_VIDEO_MAX_SECONDS } from '../../../../protocol/chatMedia';
import type { UploadProblem } from '../../../state/chatMedia';

/** The translated reason a picture, video or file was not sent (§4, §5, §8). */
export function useUploadProblem(): (problem: UploadProblem) => string {
  const { t } = useLingui();
  const seconds = CHAT_VIDEO_MAX_SECONDS;
  return (problem) => {
    switch (problem) {
      case 'tooLarge':
        return t`Files can be at most 50 MB`;
      case 'tooLong':
        return t`Videos can be at most ${seconds} seconds long`;
      case 'empty':
        return t`The file is empty`;
      case 'compress':
        return t`The picture could not be compressed`;
      case 'format':
        return t`This file format is not supported`;
      case 'refused':
        return t`The upload was refused, please try again later`;
      case 'unreadable':
        return t`This video cannot be read`;
      default:
        return t`Upload failed, check your connection and retry`;
    }
  };
}
