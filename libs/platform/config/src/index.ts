export { Settings, SettingsError, SETTINGS, loadSettings, type LogLevel } from './settings';
export { SettingsModule } from './settings.module';
