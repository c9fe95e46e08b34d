import { qrResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../lib/api-client';

/** A footer box: the QR code when it loads, else its link as text (spec). */
export function QrBox({
  target,
  url,
  title,
  linkText,
}: {
  target: 'bhms' | 'switzerland';
  url: string;
  title: string;
  linkText: string;
}) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const qr = useQuery({
    queryKey: ['qr', target],
    queryFn: ({ signal }) => getJson(`/api/swiss/v2/qr/${target}`, qrResponseSchema, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const image = qr.data && !broken ? qr.data.qr_code : undefined;
  return (
    <section className="footer__box" aria-labelledby={`footer-${target}`} data-testid={`qr-${target}`}>
      <h2 id={`footer-${target}`} className="footer__box-title">
        {title}
      </h2>
      {image ? (
        <img
          src={image}
          width={112}
          height={112}
          alt={t('footer.qrAlt', { url })}
          className="footer__qr"
          onError={() => setBroken(true)}
        />
      ) : (
        qr.isPending || <p className="footer__qr-text">{url.replace('https://', '')}</p>
      )}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {linkText}
      </a>
    </section>
  );
}
