import { loadSettings, type Settings, SettingsError } from '@platform/config';

/** The validated settings; a bad value ends the process with a message naming each variable. */
export function settingsOrExit(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
