// Artwork pieces shared by My Files and the mockup builder.
export { ArtworkDropzone } from './ArtworkDropzone';
export { ArtworkLibraryModal } from './ArtworkLibraryModal';
export {
  absoluteUrl,
  FILES_KEY,
  type UploadItem,
  useArtworkFiles,
  useArtworkUpload,
  useDeleteArtwork,
  useRenameArtwork,
} from './api';
export { UploadProgressList } from './UploadProgressList';
