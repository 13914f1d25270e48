/** Demo users of the local identity provider (listed in the README). Roles are profile role names (spec §6). */
export interface DemoUser {
  oid: string;
  name: string;
  email: string;
  roles: string[];
  description: string;
}

export const LOCAL_CLIENT_ID = 'portal-local';
export const LOCAL_TENANT_ID = '7f1c0de0-0000-4000-8000-00000000c0de';
export const LOCAL_GRAPH_AUDIENCE = 'api://portal-graph';
export const LOCAL_GRAPH_SCOPE = 'api://portal-graph/User.Read';

export const DEMO_USERS: DemoUser[] = [
  {
    oid: '1b6f2a0e-1111-4a1a-9a01-000000000001',
    name: 'Alex Rivera',
    email: 'alex.rivera@contoso.test',
    roles: ['Employee'],
    description: 'Employee with the default flags',
  },
  {
    oid: '1b6f2a0e-2222-4a1a-9a01-000000000002',
    name: 'Morgan Lee',
    email: 'morgan.lee@contoso.test',
    roles: ['Employee', 'TeamManager', 'TeamApprover'],
    description: 'Team manager and timecard approver',
  },
  {
    oid: '1b6f2a0e-3333-4a1a-9a01-000000000003',
    name: 'Harper Quinn',
    email: 'harper.quinn@contoso.test',
    roles: ['Employee', 'HRAdmin'],
    description: 'HR administrator',
  },
  {
    oid: '1b6f2a0e-4444-4a1a-9a01-000000000004',
    name: 'Pat Morgan',
    email: 'pat.morgan@contoso.test',
    roles: ['Employee', 'PayrollUser'],
    description: 'Payroll user',
  },
  {
    oid: '1b6f2a0e-5555-4a1a-9a01-000000000005',
    name: 'Olivia Chen',
    email: 'olivia.chen@contoso.test',
    roles: ['Employee', 'OperationsManager'],
    description: 'Operations manager (crew time)',
  },
];
