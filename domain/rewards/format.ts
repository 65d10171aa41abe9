/** 1234567 → '1,234,567' (the spec's 0,0 grouping), without the locale of the machine. */
export function formatCount(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
