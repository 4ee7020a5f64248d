/** docs/product.md §5: the weight field keeps digits and at most one decimal point, filtered as typed. */
export function filterWeightInput(raw: string): string {
  let seenPoint = false;
  let kept = '';
  for (const char of raw) {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      kept += char;
    }
  }
  return kept;
}

/** docs/product.md §5: the weight must parse as a number above 0. */
export function parseWeight(text: string): number | null {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}
