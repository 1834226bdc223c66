/* The largest sums of windows, a counted list answering queries.  Input: n
   (1 <= n <= 2 * 10^5), then n integers a (|a| <= 10^12), then q (1 <= q <= 100) and q queries,
   each two integers w and t (1 <= w <= n, 1 <= t <= 10, t <= n - w + 1), all separated by blanks
   (spaces, tabs, carriage returns or newlines); every number as scanf's %lld reads it (an
   optional sign and digits).  A window of width w is w values in a row, and its sum is theirs.
   Output per query a line with the t largest sums of the windows of width w, each written
   "S@P" (P the 1-based position of the window's first value) and separated by spaces: the
   largest first, and of equal sums the window that starts first. */
#include <stdio.h>

#define MAXN 200000
#define LIMIT 1000000000000LL

static long long pre[MAXN + 1];  /* pre[i]: the sum of the first i values */

int main(void) {
    long long n, q;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (long long i = 1; i <= n; i++) {
        long long a;
        if (scanf("%lld", &a) != 1 || a < -LIMIT || a > LIMIT) return 1;
        pre[i] = pre[i - 1] + a;
    }
    if (scanf("%lld", &q) != 1 || q < 1 || q > 100) return 1;
    while (q--) {
        long long w, t;
        if (scanf("%lld %lld", &w, &t) != 2 || w < 1 || w > n || t < 1 || t > 10
            || t > n - w + 1) return 1;
        long long sum[10], at[10];
        long kept = 0;
        for (long long p = 1; p + w - 1 <= n; p++) {
            long long s = pre[p + w - 1] - pre[p - 1];
            if (kept == t && s <= sum[t - 1]) continue;
            long j = kept < t ? kept++ : t - 1;
            while (j > 0 && sum[j - 1] < s) {
                sum[j] = sum[j - 1];
                at[j] = at[j - 1];
                j--;
            }
            sum[j] = s;
            at[j] = p;
        }
        for (long i = 0; i < kept; i++) printf("%s%lld@%lld", i ? " " : "", sum[i], at[i]);
        putchar('\n');
    }
    return 0;
}
