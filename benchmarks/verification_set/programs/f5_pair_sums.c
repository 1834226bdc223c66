/* Pair sums.  Input: N (1 <= N <= 2 * 10^5), then N integers a_1 .. a_N, then Q
   (0 <= Q <= 10^5), then Q targets t (all as scanf's %lld reads them: an optional sign and
   digits; |a_i| <= 10^18, |t| <= 2 * 10^18).  Output: for each target, on a line of its own,
   the number of pairs i < j with a_i + a_j == t. */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000000000000LL

static int ascending(const void *x, const void *y) {
    long long a = *(const long long *)x, b = *(const long long *)y;
    return (a > b) - (a < b);
}

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
    long long *a = malloc(sizeof *a * (size_t)n);
    if (!a) return 1;
    for (int i = 0; i < n; i++)
        if (scanf("%lld", &a[i]) != 1 || a[i] < -LIMIT || a[i] > LIMIT) return 1;
    qsort(a, (size_t)n, sizeof *a, ascending);
    if (scanf("%d", &q) != 1 || q < 0 || q > 100000) return 1;
    while (q--) {
        long long t;
        if (scanf("%lld", &t) != 1 || t < -2 * LIMIT || t > 2 * LIMIT) return 1;
        long long pairs = 0;
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            long long s = a[lo] + a[hi];
            if (s < t) {
                lo++;
            } else if (s > t) {
                hi--;
            } else if (a[lo] == a[hi]) {  /* every pair of the run between them */
                long long k = hi - lo + 1;
                pairs += k * (k - 1) / 2;
                break;
            } else {
                long long left = 1, right = 1;
                while (lo + left < hi && a[lo + left] == a[lo]) left++;
                while (hi - right > lo && a[hi - right] == a[hi]) right++;
                pairs += left * right;
                lo += (int)left;
                hi -= (int)right;
            }
        }
        printf("%lld\n", pairs);
    }
    free(a);
    return 0;
}
