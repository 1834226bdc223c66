/* Histogram.  Input: n k lo hi (0 <= n <= 100000, 0 <= k <= 1000, lo <= hi, |lo|, |hi| <=
   10^9), then n integers in [lo, hi].  Value v goes to bucket (v - lo) * k / (hi - lo), the
   top value to the last bucket; when lo == hi every value goes to bucket 0.  Output: the k
   counts on one line, or "no buckets" when k is 0. */
#include <stdio.h>

int main(void) {
    int n, k;
    long long lo, hi;
    if (scanf("%d %d %lld %lld", &n, &k, &lo, &hi) != 4 || n < 0 || k < 0 || k > 1000 || lo > hi)
        return 1;
    if (k < 1) {
        puts("no buckets");
        return 0;
    }
    static int count[1000];
    long long range = hi - lo;
    for (int i = 0; i < n; i++) {
        long long v;
        if (scanf("%lld", &v) != 1 || v < lo || v > hi) return 1;
        long long b = range == 0 ? 0 : (v - lo) * k / range;
        if (b >= k) b = k - 1;
        count[b]++;
    }
    for (int b = 0; b < k; b++) printf(b ? " %d" : "%d", count[b]);
    putchar('\n');
    return 0;
}
