/* Maximum subarray.  Input: T (1 <= T <= 100) test cases, each n (1 <= n <= 100000) and n
   integers (|a_i| <= 10^9).  Output per case: the largest sum of a non-empty contiguous
   subarray. */
#include <limits.h>
#include <stdio.h>

int main(void) {
    int T;
    if (scanf("%d", &T) != 1) return 1;
    while (T-- > 0) {
        int n;
        if (scanf("%d", &n) != 1 || n < 1) return 1;
        long long best = LLONG_MIN, cur = 0;
        for (int i = 0; i < n; i++) {
            long long v;
            if (scanf("%lld", &v) != 1) return 1;
            cur = cur > 0 ? cur + v : v;
            if (cur > best) best = cur;
        }
        printf("%lld\n", best);
    }
    return 0;
}
