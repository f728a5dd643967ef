/** Accounts: signup, login, tokens, profile, password. */
export { accountsRoutes } from './routes';
export { changeRole } from './roles';
export { createAccount } from './service';
