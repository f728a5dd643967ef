/** The organiser API's list conventions: paging, ordering by an allow-list, search, Tehran-day time ranges. */
export { pageOf, type PageRequest } from './paging';
export { orderingOf } from './ordering';
export { searchCondition } from './search';
export { timeRangeConditions } from './time-range';
