/** One file on its way to the media library, with the progress the browser reports. */
export interface UploadItem {
  key: string;
  file: File;
  alt: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
  imageId?: number;
}

/**
 * Uploads with XMLHttpRequest, the one browser API that reports upload progress. Resolves with the
 * new image's id, or rejects with the server's problem `detail`.
 */
export function uploadImage(file: File, alt: string, onProgress: (fraction: number) => void): Promise<{ id: number; alt: string }> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set('file', file);
    body.set('alt', alt);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v2/images');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = xhr.response as { data?: { id: number; alt: string }; detail?: string } | null;
      if (xhr.status === 201 && answer?.data) resolve(answer.data);
      else reject(new Error(answer?.detail ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}
