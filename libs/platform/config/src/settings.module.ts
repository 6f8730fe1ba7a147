import { DynamicModule, Global, Module } from '@nestjs/common';
import { SETTINGS, Settings } from './settings';

/** Makes the validated settings injectable everywhere as `@Inject(SETTINGS)`. */
@Global()
@Module({})
export class SettingsModule {
  static forRoot(settings: Settings): DynamicModule {
    return {
      module: SettingsModule,
      providers: [{ provide: SETTINGS, useValue: settings }],
      exports: [SETTINGS],
    };
  }
}
