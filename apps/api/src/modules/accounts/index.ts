/** Accounts: signup, login, tokens, profile, password. */
export { accountsRoutes } from './routes';
export { caller } from './caller';
export { changeRole } from './roles';
export { createAccount } from './service';
export { accountForPhone, prepareAccountFor, type PhoneAccount } from './by-phone';
