/* Range sums.  Input: n (0 <= n <= 200000), then n integers a_i (|a_i| <= 10^9), then q
   (0 <= q <= 200000) and q queries "l r" (1 <= l, r <= n; a query with l > r means the range
   from r to l).  Output: one line per query, the sum of a[l..r]. */
#include <stdio.h>

#define MAXN 200000

static long long pre[MAXN + 1];

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n < 0 || n > MAXN) return 1;
    for (int i = 1; i <= n; i++) {
        long long v;
        if (scanf("%lld", &v) != 1) return 1;
        pre[i] = pre[i - 1] + v;
    }
    int q;
    if (scanf("%d", &q) != 1) return 1;
    while (q-- > 0) {
        int l, r;
        if (scanf("%d %d", &l, &r) != 2) return 1;
        if (l > r) {
            int t = l;
            l = r;
            r = t;
        }
        if (l < 1 || r > n) return 1;
        printf("%lld\n", pre[r] - pre[l - 1]);
    }
    return 0;
}
