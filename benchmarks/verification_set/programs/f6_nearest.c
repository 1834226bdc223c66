/* Nearest values.  Input: N (1 <= N <= 2 * 10^5), then N integers a_1 .. a_N, then Q
   (1 <= Q <= 2 * 10^5), then Q queries x; every number as scanf's %lld reads it (an optional
   sign and digits), |a_i|, |x| <= 10^18.  Output per query, on a line of its own: the value of
   the list closest to x (of two equally close, the smaller) and the number of times it occurs
   in the list. */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000000000000LL

static long long *a;
static int n;

static int ascending(const void *p, const void *q) {
    long long x = *(const long long *)p, y = *(const long long *)q;
    return (x > y) - (x < y);
}

static int first_not_below(long long x) {  /* the first index with a[i] >= x, n when none */
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < x) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static int first_above(long long x) {  /* the first index with a[i] > x, n when none */
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] <= x) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    a = malloc(sizeof *a * (size_t)n);
    if (!a) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld", &a[i]) != 1 || a[i] < -LIMIT || a[i] > LIMIT) return 1;
    qsort(a, (size_t)n, sizeof *a, ascending);
    int q;
    if (scanf("%d", &q) != 1 || q < 1 || q > 200000) return 1;
    while (q--) {
        long long x;
        if (scanf("%lld", &x) != 1 || x < -LIMIT || x > LIMIT) return 1;
        int i = first_not_below(x);
        long long best;
        if (i == n) best = a[n - 1];
        else if (i == 0) best = a[0];
        else best = x - a[i - 1] <= a[i] - x ? a[i - 1] : a[i];
        int count = first_above(best) - first_not_below(best);
        printf("%lld %d\n", best, count);
    }
    free(a);
    return 0;
}
