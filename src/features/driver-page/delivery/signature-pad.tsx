import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { drawStrokes, type SignaturePoint, type SignatureStroke } from './signature-strokes';

type SignaturePadProps = {
  strokes: readonly SignatureStroke[];
  onChange: (strokes: SignatureStroke[]) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
};

/**
 * A signature drawn with a finger on a canvas: a few dozen lines of our own rather than a library,
 * since the driver's page must stay small. Strokes are kept as fractions of the pad, so a turn of
 * the phone redraws them in place.
 */
export function SignaturePad({
  strokes,
  onChange,
  labelId,
  describedBy,
  invalid = false,
  disabled = false,
}: SignaturePadProps) {
  const { t } = useTranslation('driver-page');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<SignatureStroke | null>(null);

  const redraw = (extra: SignatureStroke | null = null) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth * ratio;
    const height = canvas.clientHeight * ratio;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.clearRect(0, 0, width, height);
    drawStrokes(context, extra ? [...strokes, extra] : strokes, width, height);
  };

  useEffect(() => {
    redraw();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
    function onResize() {
      redraw();
    }
  });

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): SignaturePoint => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (value: number, start: number, size: number) =>
      size > 0 ? Math.min(1, Math.max(0, (value - start) / size)) : 0;
    return {
      x: fraction(event.clientX ?? 0, box.left, box.width),
      y: fraction(event.clientY ?? 0, box.top, box.height),
    };
  };

  return (
    <div className="delivery-step__signature">
      <canvas
        ref={canvasRef}
        className="delivery-step__pad"
        role="img"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        data-signed={strokes.length > 0 || undefined}
        onPointerDown={(event) => {
          if (disabled) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          current.current = [pointAt(event)];
          redraw(current.current);
        }}
        onPointerMove={(event) => {
          if (!current.current) return;
          current.current.push(pointAt(event));
          redraw(current.current);
        }}
        onPointerUp={() => {
          const stroke = current.current;
          current.current = null;
          if (stroke) onChange([...strokes, stroke]);
        }}
        onPointerCancel={() => {
          current.current = null;
          redraw();
        }}
      />
      <Button disabled={disabled || strokes.length === 0} onClick={() => onChange([])}>
        {t('delivery.clearSignature')}
      </Button>
    </div>
  );
}
