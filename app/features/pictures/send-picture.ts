import type { UploadImageAnswer } from './picture-field';

export const UPLOAD_FAILED_MESSAGE = '사진을 올리지 못했습니다. 연결을 확인하고 다시 골라주세요.';

/**
 * Sends a chosen picture to the web's `/upload-image` as soon as it is chosen. XMLHttpRequest,
 * because fetch reports no upload progress; `onProgress` gets the share sent, 0 to 1.
 */
export function sendPicture(
  file: File,
  purpose: string,
  onProgress: (sent: number) => void,
): Promise<UploadImageAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/upload-image');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as UploadImageAnswer | null;
      resolve(answer && ('image' in answer || 'error' in answer) ? answer : { error: UPLOAD_FAILED_MESSAGE });
    };
    request.onerror = () => resolve({ error: UPLOAD_FAILED_MESSAGE });
    const body = new FormData();
    body.append('purpose', purpose);
    body.append('file', file);
    request.send(body);
  });
}
