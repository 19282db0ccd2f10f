import { ContentType } from '../../../protocol/im';
import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { CardBubble } from './actions/CardBubble';
import { MergedBubble } from './actions/MergedBubble';
import { parseContent } from './content';
import { EMOJI } from './emoji';
import { EmojiText } from './EmojiText';
import { AtTextBody } from './group/AtTextBody';
import { Icon } from './Icon';
import { usePreview } from './usePreview';

function kib(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The inside of a message bubble, by kind (§3); an unknown or broken content shows its label. */
export function MessageBody({ message }: { message: StoredMessage }) {
  const preview = usePreview();
  const { contentType, content } = message;
  if (contentType === ContentType.AtText) {
    const at = parseContent(ContentType.AtText, content);
    if (at) return <AtTextBody text={at.text} atUserIDs={at.atUserIDs} />;
  }
  if (contentType === ContentType.Text) {
    const text = parseContent(contentType, content)?.text;
    if (text !== undefined) return <EmojiText text={text} />;
  }
  if (contentType === ContentType.Quote) {
    const quote = parseContent(ContentType.Quote, content);
    if (quote)
      return (
        <>
          <span className="chat-quote">{quote.quoteSummary}</span>
          <EmojiText text={quote.text} />
        </>
      );
  }
  if (contentType === ContentType.Face) {
    const face = parseContent(ContentType.Face, content);
    if (face) return <span className="chat-face">{EMOJI[face.index]}</span>;
  }
  if (contentType === ContentType.Picture) {
    const picture = parseContent(ContentType.Picture, content)?.bigPicture;
    if (picture)
      return <img className="chat-picture" src={picture.url} alt={preview(message)} loading="lazy" />;
  }
  if (contentType === ContentType.Video) {
    const video = parseContent(ContentType.Video, content);
    if (video)
      return (
        <video
          className="chat-video"
          src={video.videoUrl}
          poster={video.snapshotUrl}
          controls
          preload="none"
        />
      );
  }
  if (contentType === ContentType.Voice) {
    const voice = parseContent(ContentType.Voice, content);
    if (voice) return <audio src={voice.url} controls preload="none" />;
  }
  if (contentType === ContentType.File) {
    const file = parseContent(ContentType.File, content);
    if (file)
      return (
        <a
          className="chat-file"
          href={`${file.url}?name=${encodeURIComponent(file.name)}`}
          download={file.name}
          rel="noreferrer"
        >
          <Icon name="file" /> {file.name} <small>{kib(file.size)}</small>
        </a>
      );
  }
  if (contentType === ContentType.Card) {
    const card = parseContent(ContentType.Card, content);
    if (card) return <CardBubble card={card} />;
  }
  if (contentType === ContentType.Merged) {
    const merged = parseContent(ContentType.Merged, content);
    if (merged) return <MergedBubble merged={merged} Body={MessageBody} />;
  }
  return <span className="chat-kind">{preview(message)}</span>;
}
