import { UsersReadModel } from '../../projections/users.read-model';
import { adminGetRoute } from '../shared/admin-get-route';

export class GetUserController extends adminGetRoute({ path: 'admin/users', idParam: 'user_id', label: 'User', rows: UsersReadModel }) {}
