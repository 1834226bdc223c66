/* Range counts.  Input: n (1 <= n <= 2 * 10^5), then n signed 64-bit integers in
   non-decreasing order (equal values allowed), then q (1 <= q <= 2 * 10^5) and q queries
   "lo hi" (signed 64-bit integers, lo <= hi).  Output per query: the number of values v with
   lo <= v <= hi, and the 1-based position of the first of them (0 when there is none). */
#include <stdio.h>
#include <stdlib.h>

/* the first index whose value is not below x (n when there is none) */
static long lower(const long long *a, long n, long long x) {
    long lo = 0, hi = n;
    while (lo < hi) {
        long mid = lo + (hi - lo) / 2;
        if (a[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* the first index whose value is above x (n when there is none) */
static long upper(const long long *a, long n, long long x) {
    long lo = 0, hi = n;
    while (lo < hi) {
        long mid = lo + (hi - lo) / 2;
        if (a[mid] <= x) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

int main(void) {
    long n, q;
    if (scanf("%ld", &n) != 1 || n < 1 || n > 200000) return 1;
    long long *a = malloc(sizeof *a * (size_t)n);
    if (!a) return 1;
    for (long i = 0; i < n; i++)
        if (scanf("%lld", &a[i]) != 1 || (i > 0 && a[i] < a[i - 1])) return 1;
    if (scanf("%ld", &q) != 1 || q < 1 || q > 200000) return 1;
    while (q-- > 0) {
        long long lo, hi;
        if (scanf("%lld %lld", &lo, &hi) != 2 || lo > hi) return 1;
        long first = lower(a, n, lo), count = upper(a, n, hi) - first;
        printf("%ld %ld\n", count, count ? first + 1 : 0);
    }
    free(a);
    return 0;
}
