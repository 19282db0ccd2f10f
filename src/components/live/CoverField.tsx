import { useLingui } from '@lingui/react/macro';

import { ImageField } from '../upload/ImageField';

/** Room cards and the player show covers at 16:9. */
export const COVER_ASPECT = 16 / 9;

/** The room's cover: the shared image field with a 16:9 crop and the 'cover' upload type. */
export function CoverField({
  value,
  onChange,
  onBusyChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <ImageField
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      error={error}
      uploadType="cover"
      fileName="cover.jpg"
      aspect={COVER_ASPECT}
      testId="cover"
      className="cover-field"
      texts={{
        label: (
          <>
            {t`Cover`} <span className="optional">{t`(optional)`}</span>
          </>
        ),
        hint: t`PNG, JPEG or WebP, at most 30 MB. You will crop it to 16:9, as room cards show it.`,
        cropTitle: t`Crop the cover`,
        previewAlt: t`Cover preview`,
        uploading: t`Uploading cover`,
        uploaded: t`Cover uploaded`,
      }}
      placeholder={
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <path
            d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      }
    />
  );
}
