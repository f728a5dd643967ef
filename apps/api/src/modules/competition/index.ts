/** Competition: signing up (a payment holding a competition seat) and the contest page's figures. */
export { competitionRoutes } from './routes';
