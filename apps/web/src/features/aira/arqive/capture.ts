/** A mark drawn on a capture: an emoji (and label) at a point of the view, % of its box. */
export interface CaptureMark {
  emoji: string;
  label: string;
  left: number;
  top: number;
  scale: number;
}

/** Draws the camera frame (when on) or the view's dark backdrop, then the marks; resolves with a PNG. */
export async function captureView(
  source: { video: HTMLVideoElement | null; width: number; height: number },
  marks: readonly CaptureMark[],
): Promise<Blob> {
  const video = source.video && source.video.videoWidth > 0 ? source.video : null;
  const width = video ? video.videoWidth : Math.max(1, Math.round(source.width));
  const height = video ? video.videoHeight : Math.max(1, Math.round(source.height));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#0b1020';
  context.fillRect(0, 0, width, height);
  if (video) context.drawImage(video, 0, 0, width, height);
  const unit = Math.max(1, width / 400);
  context.textAlign = 'center';
  for (const mark of marks) {
    const x = (mark.left / 100) * width;
    const y = (mark.top / 100) * height;
    context.font = `${Math.round(36 * unit * mark.scale)}px system-ui, sans-serif`;
    context.fillText(mark.emoji, x, y);
    if (mark.label) {
      context.font = `${Math.round(11 * unit)}px system-ui, sans-serif`;
      context.fillStyle = '#ffffff';
      context.fillText(mark.label, x, y + 16 * unit);
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'),
  );
}
