import { Module } from '@nestjs/common';
import { ConsoleController } from './console.controller';

/** The operator console: its page, files and sign-in (the data comes from the admin API). */
@Module({ controllers: [ConsoleController] })
export class ConsoleModule {}
