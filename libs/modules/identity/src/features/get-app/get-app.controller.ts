import { AppsReadModel } from '../../projections/apps.read-model';
import { adminGetRoute } from '../shared/admin-get-route';

export class GetAppController extends adminGetRoute({ path: 'admin/apps', idParam: 'app_id', label: 'App', rows: AppsReadModel }) {}
