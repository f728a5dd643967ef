// Builds the interface's formatters once and says so (app/icu-warm-up.ts): ICU keeps the data they
// loaded for the whole page, so the page's own copies are then built in about a millisecond.
import { formatterRecipes, tehranClockRecipe } from '@/shared/intl-recipes';

const locale = self.name === 'en' ? 'en' : 'fa';
const moment = new Date();
formatterRecipes.number(locale).format(1234);
formatterRecipes.dateParts(locale).formatToParts(moment);
formatterRecipes.time(locale).format(moment);
tehranClockRecipe().formatToParts(moment);
postMessage('ready');
