/* The most frequent value in ranges, a counted list answering queries.  Input: n
   (1 <= n <= 2 * 10^5), then n integers a (|a| <= 10^18), then q (1 <= q <= 2 * 10^5) and q
   queries, each two integers l and r (1 <= l <= r <= n; the r - l + 1 of all the queries add up
   to at most 2 * 10^6), all separated by blanks (spaces, tabs, carriage returns or newlines);
   every number as scanf's %lld reads it (an optional sign and digits).  Output per query a
   line "V C": V the value that occurs most often among a_l .. a_r (of values that occur equally
   often, the smallest) and C the times it occurs there. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 200000
#define LIMIT 1000000000000000000LL

static long long a[MAXN], sorted[MAXN];
static long rank_of[MAXN], times[MAXN];

static int ascending(const void *pa, const void *pb) {
    long long x = *(const long long *)pa, y = *(const long long *)pb;
    return (x > y) - (x < y);
}

int main(void) {
    long long n, q, work = 0;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long long i = 0; i < n; i++)
        if (scanf("%lld", &a[i]) != 1 || a[i] < -LIMIT || a[i] > LIMIT) return 1;
    for (long long i = 0; i < n; i++) sorted[i] = a[i];
    qsort(sorted, (size_t)n, sizeof sorted[0], ascending);
    long distinct = 0;
    for (long long i = 0; i < n; i++)
        if (i == 0 || sorted[i] != sorted[distinct - 1]) sorted[distinct++] = sorted[i];
    for (long long i = 0; i < n; i++) {
        long lo = 0, hi = distinct - 1;
        while (lo < hi) {
            long mid = (lo + hi) / 2;
            if (sorted[mid] < a[i]) lo = mid + 1;
            else hi = mid;
        }
        rank_of[i] = lo;
    }
    if (scanf("%lld", &q) != 1 || q < 1 || q > 200000) return 1;
    while (q--) {
        long long l, r;
        if (scanf("%lld %lld", &l, &r) != 2 || l < 1 || r < l || r > n) return 1;
        work += r - l + 1;
        if (work > 2000000) return 1;
        long best = -1, best_times = 0;
        for (long long i = l - 1; i < r; i++) {
            long v = rank_of[i], k = ++times[v];
            if (k > best_times || (k == best_times && v < best)) {
                best = v;
                best_times = k;
            }
        }
        for (long long i = l - 1; i < r; i++) times[rank_of[i]] = 0;
        printf("%lld %ld\n", sorted[best], best_times);
    }
    return 0;
}
