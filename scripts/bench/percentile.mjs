/** The p-th percentile of `xs` by nearest rank (p 100: the largest); NaN when there are none. */
export const pct = (xs, p) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
