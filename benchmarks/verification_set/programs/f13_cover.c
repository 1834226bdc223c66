/* Points covered by intervals, a counted list answering queries.  Input: n
   (1 <= n <= 2 * 10^5), then n intervals, each two integers l and r (-10^18 <= l <= r <= 10^18;
   the interval holds l, r and every integer between), then q (1 <= q <= 2 * 10^5) and q
   integers x (|x| <= 10^18), all separated by blanks (spaces, tabs, carriage returns or
   newlines); every number as scanf's %lld reads it (an optional sign and digits).  Output: per
   query one line: the number of intervals that hold x; then a line "deepest D at X longest W":
   D the most intervals that hold one integer, X the least integer held by that many and W the
   number of integers the longest interval holds. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 200000
#define LIMIT 1000000000000000000LL

static long long start[MAXN], end[MAXN];
static long n;

static int compare(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* how many of the n sorted values are at most x (below when strict) */
static long count(const long long *v, long long x, int strict) {
    long lo = 0, hi = n;
    while (lo < hi) {
        long mid = lo + (hi - lo) / 2;
        if (v[mid] < x || (!strict && v[mid] == x)) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static long held(long long x) {
    return count(start, x, 0) - count(end, x, 1);
}

int main(void) {
    if (scanf("%ld", &n) != 1 || n < 1 || n > MAXN) return 1;
    long long longest = 0;
    for (long i = 0; i < n; i++) {
        if (scanf("%lld %lld", &start[i], &end[i]) != 2 || start[i] < -LIMIT || end[i] > LIMIT ||
            start[i] > end[i])
            return 1;
        if (end[i] - start[i] + 1 > longest) longest = end[i] - start[i] + 1;
    }
    qsort(start, (size_t)n, sizeof start[0], compare);
    qsort(end, (size_t)n, sizeof end[0], compare);
    long q;
    if (scanf("%ld", &q) != 1 || q < 1 || q > MAXN) return 1;
    while (q--) {
        long long x;
        if (scanf("%lld", &x) != 1 || x < -LIMIT || x > LIMIT) return 1;
        printf("%ld\n", held(x));
    }
    long deepest = 0;
    long long at = 0;
    for (long i = 0; i < n; i++) {
        long d = held(start[i]);
        if (d > deepest) {
            deepest = d;
            at = start[i];
        }
    }
    printf("deepest %ld at %lld longest %lld\n", deepest, at, longest);
    return 0;
}
