// What the applicant's features share: the session guard, the current application, file helpers.
export { RequireApplicant, loginPathFor, RETURN_PARAM } from './components/require-applicant';
export {
  APPLICATION_PARAM, applicationIdOf, isEditable, loadCurrentApplication, loadProcessApplication, pickCurrent, pickDraft, pickForProcess,
  sealName, withApplication,
} from './api/current-application';
export { downloadPrivateFile } from './utils/download-file';
export { fieldErrorsOf, NOT_EDITABLE_MESSAGE, notifySaveError, PROGRESS_ERROR_MESSAGE, SAVED_MESSAGE } from './utils/save-error';
export { TextField } from './components/text-field';
export { SelectField, type SelectOption } from './components/select-field';
export { PageActions } from './components/page-actions';
export { ApplicationName } from './components/application-name';
export { CurrentApplication } from './components/current-application';
export { NoApplication } from './components/no-application';
export { FileActions } from './components/file-actions';
export { FilesTable, type FileRow } from './components/files-table';
export { RequirementsTable } from './components/requirements-table';
export { UploadProgress } from './components/upload-progress';
export { useFormSummary } from './utils/use-form-summary';
export { useConfirmedSend } from './utils/confirmed-send';
export { PDF_HINT, pdfOnly, pdfProblem, placeRefusal, refusalText, useSaveRefusal, type SaveRefusal } from './utils/refusal';
