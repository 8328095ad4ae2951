export { catchDownloads, type SavedFile } from '@portal/shared/testing/downloads';
