/** Accounts: signup, login, tokens, profile, password. */
export { accountsRoutes } from './routes';
