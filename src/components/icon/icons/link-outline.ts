export const linkOutline =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 512 512' class='ionicon'><path d='M208 352h-64a96 96 0 0 1 0-192h64M304 160h64a96 96 0 0 1 0 192h-64M163.29 256h187.42' stroke-linecap='round' stroke-linejoin='round' stroke-width='36px' class='ionicon-fill-none'/></svg>";
