/* Counts and ranks in a counted list.  Input: n (1 <= n <= 2 * 10^5), then n integers, then q
   (1 <= q <= 2 * 10^5) and q integers to look up, all separated by blanks (spaces, tabs or
   newlines); every number is any integer scanf's %lld reads without overflow (an optional sign
   and digits, -2^63 <= v < 2^63).  Output: per looked-up value x one line "K S": K how many
   of the n integers equal x and S how many are smaller than x. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 200000

static long long a[MAXN];

static int compare(const void *p, const void *q) {
    long long x = *(const long long *)p, y = *(const long long *)q;
    return (x > y) - (x < y);
}

/* the first position whose value is at least x (strict: above x) */
static long bound(long n, long long x, int strict) {
    long lo = 0, hi = n;
    while (lo < hi) {
        long mid = lo + (hi - lo) / 2;
        if (a[mid] < x || (strict && a[mid] == x)) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

int main(void) {
    long n, q;
    if (scanf("%ld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long i = 0; i < n; i++)
        if (scanf("%lld", &a[i]) != 1) return 1;
    qsort(a, (size_t)n, sizeof a[0], compare);
    if (scanf("%ld", &q) != 1 || q < 1 || q > MAXN) return 1;
    while (q--) {
        long long x;
        if (scanf("%lld", &x) != 1) return 1;
        long smaller = bound(n, x, 0), upto = bound(n, x, 1);
        printf("%ld %ld\n", upto - smaller, smaller);
    }
    return 0;
}
