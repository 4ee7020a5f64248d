// Arabic letters people type interchangeably (once marks are gone): teh marbuta, alef maksura.
const ARABIC_LOOKALIKES: Record<string, string> = { ة: 'ه', ى: 'ي' };

/**
 * Text as a search compares it: decomposed, without combining marks (Latin accents, Arabic
 * harakat and the hamza on an alef), without tatweel or the quote marks transliterations put for
 * ayn and hamza, lower case. 'Sharjah' finds 'Al Sharjah'; 'Dubai' finds 'Dubaï'; 'hail' finds
 * "Ha'il"; 'الاحساء' finds 'الأحساء'.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[‘’'`ʿʾ]/g, '')
    .replace(/[ةى]/g, (letter) => ARABIC_LOOKALIKES[letter] ?? letter)
    .toLocaleLowerCase();
}
