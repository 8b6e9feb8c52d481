/** The storage feature's public surface: the Images and Files screen's routes (the settings layout holds them). */
export { storageRoutes } from './routes';
/** A stored image by context (jobs show their images with it) and a file's download. */
export { ImageBlob, type ImageBlobProps } from './components/image-blob';
export { useDownloadFile } from './api/file-download';
/** A record's Images and Files section (jobs, resources): the record's own calls come in as props. */
export { RecordStorageSection, type RecordStorageSectionProps, type RecordUploadRequest } from './components/record-storage-section';
export { storageSummary } from './model/record-upload';
