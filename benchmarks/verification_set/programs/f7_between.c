/* Values between.  Input: N (1 <= N <= 2 * 10^5), then N integers a_1 .. a_N, then Q
   (1 <= Q <= 2 * 10^5), then Q queries "L R"; every number as scanf's %lld reads it (an
   optional sign and digits), |a_i|, |L|, |R| <= 10^12.  Output per query, on a line: "K S", the
   number of the a_i with L <= a_i <= R and their sum ("0 0" when L > R). */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000000LL

static long long *a, *prefix;  /* sorted; prefix[i] the sum of the first i */
static int n;

static int ascending(const void *p, const void *q) {
    long long x = *(const long long *)p, y = *(const long long *)q;
    return (x > y) - (x < y);
}

static int count_below(long long v, int or_equal) {  /* the a_i < v (or <= v) */
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < v || (or_equal && a[mid] == v)) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    a = malloc(sizeof *a * (size_t)n);
    prefix = malloc(sizeof *prefix * ((size_t)n + 1));
    if (!a || !prefix) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld", &a[i]) != 1 || a[i] < -LIMIT || a[i] > LIMIT) return 1;
    qsort(a, (size_t)n, sizeof *a, ascending);
    prefix[0] = 0;
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + a[i];
    int q;
    if (scanf("%d", &q) != 1 || q < 1 || q > 200000) return 1;
    while (q--) {
        long long l, r;
        if (scanf("%lld %lld", &l, &r) != 2 || l < -LIMIT || l > LIMIT || r < -LIMIT || r > LIMIT)
            return 1;
        if (l > r) {
            printf("0 0\n");
            continue;
        }
        int from = count_below(l, 0), to = count_below(r, 1);
        printf("%d %lld\n", to - from, prefix[to] - prefix[from]);
    }
    free(a);
    free(prefix);
    return 0;
}
