import { Trans } from '@lingui/react/macro';

import type { BannerItem } from '../../../protocol/room';

/** The banner line: the latest platform-wide gift (send_money_to_all), shown in every room. */
export function RoomBanner({ items }: { items: readonly BannerItem[] }) {
  const item = items.at(-1);
  if (!item) return null;
  const { senderNickname: sender, anchorNickname: anchor, icon, count } = item;
  return (
    <p className="room-banner" role="status" data-testid="room-banner" key={item.id}>
      <Trans>
        {sender} sent {anchor} {icon} × {count}
      </Trans>
    </p>
  );
}
