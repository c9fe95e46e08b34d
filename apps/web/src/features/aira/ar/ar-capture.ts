import { canvasPng, frameCanvas } from '../lib/frame-capture';

/**
 * PHOTO and SHARE (spec §2 AR controls). PHOTO draws the camera frame (or, in the visual fallback, the
 * radar) and the visible cards onto a canvas and downloads it as a PNG; SHARE uses the native sheet,
 * else copies the link.
 */

/** A card as drawn on the photo: its text and where it sits, % of the view. */
export interface DrawnCard {
  title: string;
  subtitle: string;
  xPercent: number;
  yPercent: number;
}

async function svgImage(svg: SVGSVGElement): Promise<HTMLImageElement> {
  const xml = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([xml], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function drawCard(context: CanvasRenderingContext2D, card: DrawnCard, width: number, height: number) {
  const scale = Math.max(1, width / 600);
  context.font = `600 ${Math.round(15 * scale)}px system-ui, sans-serif`;
  const titleWidth = context.measureText(card.title).width;
  context.font = `${Math.round(12 * scale)}px system-ui, sans-serif`;
  const boxWidth = Math.max(titleWidth, context.measureText(card.subtitle).width) + 20 * scale;
  const boxHeight = 46 * scale;
  const x = (card.xPercent / 100) * width - boxWidth / 2;
  const y = (card.yPercent / 100) * height - boxHeight / 2;
  context.fillStyle = 'rgba(0, 0, 0, 0.72)';
  context.beginPath();
  context.roundRect(x, y, boxWidth, boxHeight, 8 * scale);
  context.fill();
  context.fillStyle = '#ffffff';
  context.font = `600 ${Math.round(15 * scale)}px system-ui, sans-serif`;
  context.fillText(card.title, x + 10 * scale, y + 20 * scale);
  context.font = `${Math.round(12 * scale)}px system-ui, sans-serif`;
  context.fillText(card.subtitle, x + 10 * scale, y + 38 * scale);
}

/** Draws the frame (video or radar) and the cards; resolves with the PNG. */
export async function capturePhoto(
  source: { video: HTMLVideoElement | null; radar: SVGSVGElement | null; width: number; height: number },
  cards: readonly DrawnCard[],
): Promise<Blob> {
  const { canvas, context, width, height, hasVideo } = frameCanvas(source, '#10151c');
  if (!hasVideo && source.radar) {
    const image = await svgImage(source.radar);
    const side = Math.min(width, height) * 0.8;
    context.drawImage(image, (width - side) / 2, height - side - height * 0.05, side, side);
  }
  for (const card of cards) drawCard(context, card, width, height);
  return canvasPng(canvas);
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'shared' (or cancelled: AbortError stays silent), 'copied' when the link went to the clipboard. */
export async function shareLink(title: string, text: string, url: string): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
