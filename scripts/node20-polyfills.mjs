// Vitest's failure summary calls Map.groupBy, which Node 20 lacks; without this a failing run on
// Node 20 crashes while reporting instead of listing what failed.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, key) => {
    const groups = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(item);
    }
    return groups;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, key) => Object.fromEntries(Map.groupBy(items, key));
}
