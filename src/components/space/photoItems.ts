import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { NotePicture, Photo } from '../../../protocol/space';
import type { LightboxItem } from '../ui/Lightbox';

/** The name of a photo: its description, else its place on the wall. */
export function photoName(photo: Photo, position: number, i18n: I18n): string {
  return photo.description || i18n._(msg`Photo ${position}`);
}

/** The photos of a wall as lightbox pictures: the originals, their descriptions as text and caption. */
export function photoLightboxItems(photos: readonly Photo[], i18n: I18n): LightboxItem[] {
  return photos.map((photo, index) => ({
    src: photo.url,
    alt: photoName(photo, index + 1, i18n),
    width: photo.width,
    height: photo.height,
    caption: photo.description,
  }));
}

/** The name of a post's picture. */
export function notePictureName(position: number, count: number, i18n: I18n): string {
  return i18n._(msg`Picture ${position} of ${count} of the post`);
}

/** The pictures of a post as lightbox pictures. */
export function noteLightboxItems(pictures: readonly NotePicture[], i18n: I18n): LightboxItem[] {
  return pictures.map((picture, index) => ({
    src: picture.url,
    alt: notePictureName(index + 1, pictures.length, i18n),
    width: picture.width,
    height: picture.height,
  }));
}
