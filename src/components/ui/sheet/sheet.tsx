import { Dialog, type DialogProps } from '../../dialog/dialog';

type SheetProps = Omit<DialogProps, 'sheet' | 'size' | 'fullScreenOnPhone'> & {
  /** On wide screens: a panel along the end edge (forms beside a list) or centred. */
  placement?: 'end' | 'center';
};

/**
 * A modal surface that rises from the bottom on phones (thumb reach) and is a side or centred
 * panel on wide screens: the app's one Dialog as a bottom sheet, so it has the same focus trap,
 * Escape, Back closing it (its own history entry), title bar and close button.
 */
export function Sheet({ placement = 'end', ...dialog }: SheetProps) {
  return <Dialog {...dialog} sheet={placement} />;
}
