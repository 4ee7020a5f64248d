/** Only photos; the server refuses anything else anyway. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/') || /\.(hei[cf]|jpe?g|png|webp|gif)$/i.test(file.name);
}
