/** A point of a stroke, as a fraction of the pad's width and height (0 to 1). */
export type SignaturePoint = { x: number; y: number };
export type SignatureStroke = SignaturePoint[];

/** The pad keeps this shape (CSS aspect-ratio), so the export is never stretched. */
export const SIGNATURE_ASPECT = 5 / 2;
/** Enough to read a signature; small enough to stay a few KiB (the server takes up to 512 KiB). */
const EXPORT_WIDTH = 600;
const EXPORT_HEIGHT = EXPORT_WIDTH / SIGNATURE_ASPECT;

/** Pen width as a share of the pad's width, so the pad and the export look alike. */
const PEN = 1 / 200;

/** Draws the strokes on a context of `width` × `height` pixels: ink, round ends, no smoothing. */
export function drawStrokes(
  context: CanvasRenderingContext2D,
  strokes: readonly SignatureStroke[],
  width: number,
  height: number,
) {
  context.lineWidth = Math.max(2, width * PEN);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#111';
  context.fillStyle = '#111';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    if (rest.length === 0) {
      // A tap is a dot.
      context.arc(first.x * width, first.y * height, context.lineWidth / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x * width, first.y * height);
    for (const point of rest) context.lineTo(point.x * width, point.y * height);
    context.stroke();
  }
}

/**
 * The signature as a PNG on white (a transparent one turns black in some viewers), the same
 * size whatever the phone's screen.
 */
export function signaturePng(strokes: readonly SignatureStroke[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = EXPORT_WIDTH;
  canvas.height = EXPORT_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, EXPORT_WIDTH, EXPORT_HEIGHT);
  drawStrokes(context, strokes, EXPORT_WIDTH, EXPORT_HEIGHT);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be saved'))),
      'image/png',
    );
  });
}
