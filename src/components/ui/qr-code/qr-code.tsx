import { useMemo } from 'react';
import { create } from 'qrcode';
import './qr-code.css';

/** Quiet zone around the code, in modules, so phone cameras find its edges. */
const MARGIN = 2;

/** The dark modules of a QR code as one SVG path: a unit square per module. */
function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * MARGIN, path };
}

type QrCodeProps = {
  /** What the code holds: a link, or a payload such as an e-invoice's TLV in base64. */
  text: string;
  /** What it is, read aloud: 'QR code of the link', 'Invoice QR code'. */
  label: string;
};

/**
 * A scannable QR code of `text`, drawn as SVG so it stays sharp at any size and on paper.
 * Its side is `--qr-code-size` (10rem unless the context says otherwise).
 */
export function QrCode({ text, label }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
