import { photoSrcSet as srcSet, type PlacePhoto } from '@swiss/contract';
import { useTranslation } from 'react-i18next';

/** An uploaded place photo: WebP where the browser takes it, JPEG otherwise, in the width the layout needs. */
export function PlacePhotoImage({
  photo,
  sizes,
  alt,
  className,
  lazy = false,
  testId,
}: {
  photo: PlacePhoto;
  sizes: string;
  alt: string;
  className?: string;
  lazy?: boolean;
  testId?: string;
}) {
  const fallback = photo.jpeg.find((f) => f.width >= 960) ?? photo.jpeg.at(-1);
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={sizes} />
      <img
        className={className}
        src={fallback?.url}
        srcSet={srcSet(photo.jpeg)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        data-testid={testId}
      />
    </picture>
  );
}

/** Who took the photo and under which licence, as the licence requires. */
export function PhotoCredit({ photo }: { photo: PlacePhoto }) {
  const { t } = useTranslation();
  return <>{t('card.photoCredit', { credit: photo.credit, licence: photo.licence })}</>;
}
