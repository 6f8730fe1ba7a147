import { CreateCreatives1732000009000 } from './1732000009000-create-creatives';

export const creativesMigrations = [CreateCreatives1732000009000];
