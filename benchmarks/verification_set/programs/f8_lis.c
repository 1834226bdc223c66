/* Longest increasing subsequence.  Input: T (1 <= T <= 10^4), then T cases, each N
   (1 <= N <= 2 * 10^5) and N integers; every number as scanf's %lld reads it (an optional sign
   and digits), each value a signed 64-bit integer (-2^63 <= v < 2^63); the N of all the cases
   add up to at most 2 * 10^5.  Output per case, on a line: "L X", L the length of the longest
   strictly increasing subsequence and X the least value such a subsequence can end with. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 10000) return 1;
    long long *tails = malloc(sizeof *tails * 200000);  /* tails[i]: the least end of a run of i + 1 */
    if (!tails) return 1;
    long total = 0;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1 || n < 1 || n > 200000) return 1;
        total += n;
        if (total > 200000) return 1;
        int len = 0;
        for (int i = 0; i < n; i++) {
            long long v;
            if (scanf("%lld", &v) != 1) return 1;
            int lo = 0, hi = len;  /* the first tail >= v */
            while (lo < hi) {
                int mid = lo + (hi - lo) / 2;
                if (tails[mid] < v) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = v;
            if (lo == len) len++;
        }
        printf("%d %lld\n", len, tails[len - 1]);
    }
    free(tails);
    return 0;
}
