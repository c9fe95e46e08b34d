import { canvasPng, frameCanvas, type FrameSource } from '../lib/frame-capture';

/** A mark drawn on a capture: an emoji (and label) at a point of the view, % of its box. */
export interface CaptureMark {
  emoji: string;
  label: string;
  left: number;
  top: number;
  scale: number;
}

/** Draws the camera frame (when on) or the view's dark backdrop, then the marks; resolves with a PNG. */
export async function captureView(source: FrameSource, marks: readonly CaptureMark[]): Promise<Blob> {
  const { canvas, context, width, height } = frameCanvas(source, '#0b1020');
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
  return canvasPng(canvas);
}
