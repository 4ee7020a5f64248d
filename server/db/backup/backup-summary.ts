/** What a backup wrote: the database file and the folder of uploaded files beside it. */
export type BackupSummary = { file: string; uploads: string; uploadedFiles: number };

/** What a restore did, and where the database it replaced went (null when there was none). */
export type RestoreSummary = { uploadedFiles: number; setAside: string | null };
