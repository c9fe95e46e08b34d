import { photoSrcSet as srcSet, type PlacePhoto } from '@swiss/contract';
import { Fragment } from 'react';
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

// Private-use characters no translation contains.
const CREDIT_MARK = '\uE000';
const LICENCE_MARK = '\uE001';

/**
 * Who took the photo and under which licence, as the licence requires; for a photo from Wikimedia
 * Commons the credit links to its file page and the licence to the licence's text.
 */
export function PhotoCredit({ photo }: { photo: PlacePhoto }) {
  const { t } = useTranslation();
  const { source_url: sourceUrl, licence_url: licenceUrl } = photo;
  if (!sourceUrl && !licenceUrl) return <>{t('card.photoCredit', { credit: photo.credit, licence: photo.licence })}</>;
  // The translated sentence with marks where the credit and licence go, so each can be a link.
  const sentence = t('card.photoCredit', {
    credit: CREDIT_MARK,
    licence: LICENCE_MARK,
    interpolation: { escapeValue: false },
  });
  const link = (text: string, href: string | null | undefined, rel: string) =>
    href ? (
      <a href={href} target="_blank" rel={rel}>
        {text}
      </a>
    ) : (
      text
    );
  return (
    <>
      {sentence.split(/(\uE000|\uE001)/).map((part, index) => (
        <Fragment key={index}>
          {part === CREDIT_MARK
            ? link(photo.credit, sourceUrl, 'noreferrer')
            : part === LICENCE_MARK
              ? link(photo.licence, licenceUrl, 'license noreferrer')
              : part}
        </Fragment>
      ))}
    </>
  );
}
