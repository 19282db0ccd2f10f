import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useRef, useState } from 'react';

import { Icon } from '../Icon';
import { CardPicker } from './CardPicker';
import { useSendMedia } from './useSendMedia';

const MEDIA_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm';

/** Composer tools: a picture or video, any file, a friend's contact card. */
export function AttachButtons() {
  const { t } = useLingui();
  const media = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const send = useSendMedia();

  function chosen(asFile: boolean) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const list = [...(event.target.files ?? [])];
      event.target.value = '';
      list.forEach((f) => send(f, asFile));
    };
  }

  return (
    <>
      <button
        type="button"
        className="chat-tool"
        onClick={() => media.current?.click()}
        aria-label={t`Send a picture or video`}
        title={t`Send a picture or video`}
        data-testid="attach-media"
      >
        <Icon name="image" />
      </button>
      <button
        type="button"
        className="chat-tool"
        onClick={() => file.current?.click()}
        aria-label={t`Send a file`}
        title={t`Send a file`}
      >
        <Icon name="clip" />
      </button>
      <button
        type="button"
        className="chat-tool"
        onClick={() => setPicking(true)}
        aria-label={t`Send a contact card`}
        title={t`Send a contact card`}
        data-testid="attach-card"
      >
        <Icon name="card" />
      </button>
      <input
        ref={media}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple
        hidden
        onChange={chosen(false)}
        data-testid="attach-media-input"
      />
      <input ref={file} type="file" multiple hidden onChange={chosen(true)} />
      {picking ? <CardPicker onClose={() => setPicking(false)} /> : null}
      <span className="visually-hidden">
        <Trans>Pictures, videos and files up to 50 MB; videos up to 60 seconds</Trans>
      </span>
    </>
  );
}
