/* Stock price spans.  Input: n (1 <= n <= 2 * 10^5), then the prices p1 .. pn of n days
   (0 <= p <= 10^12), then q (1 <= q <= 2 * 10^5) and q days d (1 <= d <= n), all separated by
   blanks (spaces, tabs or newlines); every number as scanf's %lld reads it (an optional sign
   and digits).  The span of day d is the number of consecutive days ending with day d whose
   price is at most p_d.  Output: per query day, its span and the sum of the prices of those
   days, on one line. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 200000
#define TOP 1000000000000LL

static long long price[MAXN + 1], prefix[MAXN + 1];
static long span[MAXN + 1];
static long stack[MAXN + 1];

int main(void) {
    long long n, q;
    if (scanf("%lld", &n) != 1 || n < 1 || n > MAXN) return 1;
    long depth = 0;
    for (long i = 1; i <= n; i++) {
        if (scanf("%lld", &price[i]) != 1 || price[i] < 0 || price[i] > TOP) return 1;
        prefix[i] = prefix[i - 1] + price[i];
        while (depth > 0 && price[stack[depth - 1]] <= price[i]) depth--;
        span[i] = depth > 0 ? i - stack[depth - 1] : i;
        stack[depth++] = i;
    }
    if (scanf("%lld", &q) != 1 || q < 1 || q > MAXN) return 1;
    while (q--) {
        long long d;
        if (scanf("%lld", &d) != 1 || d < 1 || d > n) return 1;
        printf("%ld %lld\n", span[d], prefix[d] - prefix[d - span[d]]);
    }
    return 0;
}
