import { errorEnvelopeSchema, placePhotoResponseSchema, type PlacePhotoResponse } from '@swiss/contract';
import { ApiError } from '../../lib/api-client';

/**
 * Sends a photo with XMLHttpRequest rather than fetch: only XHR reports upload progress, which an
 * admin on event Wi-Fi needs for an 8 MB file.
 */
export function uploadPlacePhoto(
  placeId: string,
  form: { file: File; credit: string; licence: string },
  token: string,
  onProgress: (fraction: number) => void,
): Promise<PlacePhotoResponse> {
  const body = new FormData();
  body.append('credit', form.credit);
  body.append('licence', form.licence);
  body.append('file', form.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/places/${encodeURIComponent(placeId)}/photo`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'json';
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('The upload did not reach the server', 0, 'NETWORK_ERROR'));
    xhr.ontimeout = () => reject(new ApiError('The upload took longer than 2 minutes', 0, 'TIMEOUT'));
    xhr.onload = () => {
      const answer: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = placePhotoResponseSchema.safeParse(answer);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError('The server sent an unexpected response', xhr.status, 'INVALID_RESPONSE'));
        return;
      }
      const envelope = errorEnvelopeSchema.safeParse(answer);
      reject(
        envelope.success
          ? new ApiError(envelope.data.message, xhr.status, envelope.data.code)
          : new ApiError(`The server answered the upload with ${xhr.status}`, xhr.status, 'INTERNAL_ERROR'),
      );
    };
    xhr.send(body);
  });
}
