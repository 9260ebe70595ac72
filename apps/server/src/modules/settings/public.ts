/** What the composition root and other modules may use of the settings module. */
export { SETTINGS_DOCUMENT_FILES } from './published.ts';
export {
  ensureSettingsDocuments,
  readSettingsSection,
  readSettingsSections,
  saveSettingsSection,
  settingsDocument,
} from './service.ts';
