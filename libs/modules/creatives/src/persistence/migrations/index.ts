import { CreateCreatives1732000009000 } from './1732000009000-create-creatives';
import { CreateCards1732000009100 } from './1732000009100-create-cards';

export const creativesMigrations = [CreateCreatives1732000009000, CreateCards1732000009100];
