/** The camera's frame size when it plays, else the view's box. */
export interface FrameSource {
  video: HTMLVideoElement | null;
  width: number;
  height: number;
}

/**
 * A canvas the size of the camera frame (or of the view without one), filled with `backdrop` and
 * the frame drawn on it: what AR's PHOTO and ARQive's capture draw their overlays on.
 */
export function frameCanvas(source: FrameSource, backdrop: string) {
  const video = source.video && source.video.videoWidth > 0 ? source.video : null;
  const width = video ? video.videoWidth : Math.max(1, Math.round(source.width));
  const height = video ? video.videoHeight : Math.max(1, Math.round(source.height));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = backdrop;
  context.fillRect(0, 0, width, height);
  if (video) context.drawImage(video, 0, 0, width, height);
  return { canvas, context, width, height, hasVideo: video !== null };
}

/** The canvas as a PNG. */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'),
  );
}
