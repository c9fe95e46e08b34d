import { contentDocumentSchema, contentImportResponseSchema } from '@swiss/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson, sendJson } from '../../lib/api-client';
import { PanelMessages } from './panel-messages';

/** The whole content is a few MB: more time than the default for a single call. */
const TRANSFER_TIMEOUT_MS = 120_000;

/** Export the content as one JSON file, or import such a file (all or nothing, one audit entry). */
export function TransferPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<File>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const report = (message: string, failed = false) => {
    setStatus(failed ? '' : message);
    setError(failed ? message : '');
  };

  const exporter = useMutation({
    mutationFn: () =>
      getJson('/api/admin/content/export', contentDocumentSchema, { token, timeoutMs: TRANSFER_TIMEOUT_MS }),
    onMutate: () => report(t('adminArea.transfer.exporting')),
    onSuccess: (doc) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `swiss-explorer-content-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      // Released after the click has handed the file to the browser's download.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      report(t('adminArea.transfer.exported', { places: doc.places.length }));
    },
    onError: (failure) => report(t('adminArea.transfer.exportFailed', { message: failure.message }), true),
  });

  const importer = useMutation({
    mutationFn: async (chosen: File) => {
      let doc: unknown;
      try {
        doc = JSON.parse(await chosen.text());
      } catch {
        throw new Error(t('adminArea.transfer.notJson'));
      }
      return sendJson('POST', '/api/admin/content/import', doc, contentImportResponseSchema, {
        token,
        timeoutMs: TRANSFER_TIMEOUT_MS,
      });
    },
    onMutate: () => report(t('adminArea.transfer.importing')),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: ['admin'] });
      report(t('adminArea.transfer.imported', { ...answer.counts, id: answer.audit_id }));
    },
    onError: (failure) => report(t('adminArea.transfer.importFailed', { message: failure.message }), true),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return report(t('adminArea.transfer.needFile'), true);
    importer.mutate(file);
  };
  const busy = exporter.isPending || importer.isPending;

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="admin-transfer">
      <h2 id={`${id}-title`}>{t('adminArea.transfer.title')}</h2>
      <p>{t('adminArea.transfer.intro')}</p>
      <button type="button" className="button" disabled={busy} onClick={() => exporter.mutate()}>
        {t('adminArea.transfer.export')}
      </button>
      <form className="admin-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-file`}>{t('adminArea.transfer.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {importer.isPending ? t('adminArea.transfer.importing') : t('adminArea.transfer.import')}
        </button>
      </form>
      <PanelMessages id="transfer" error={error} status={status} />
    </section>
  );
}
